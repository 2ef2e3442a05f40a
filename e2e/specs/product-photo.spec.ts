/**
 * A product's photo, added by the owner on the product's page: a generated JPEG chosen in "Foto del
 * producto", previewed, saved, shown on the page at its immutable address (resized by the pages
 * function), replaced and removed; each bad input refused with its message and nothing stored, a cut
 * network too; no control for a technician or a visitor (their writes: security-rules.spec.ts). The photo
 * then shows wherever the product does: its card in each listing that holds it, /buscar, the quote list,
 * its JSON-LD and its link-preview image.
 */
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { productPath } from '@frio/shared/catalogue/product-path';
import { PHOTO_MAX_FILE_BYTES } from '@frio/shared/catalogue/photo';
import { backendPorts } from '@frio/tooling/units';
import { test, expect } from '../support/site.ts';
import { signInAs, signInAsDemoTechnician } from '../support/accounts-login.ts';
import { catalogueItems, expectedProducts, listingPath, waitForWholeList } from '../support/catalogue-helpers.ts';
import { writePaths } from '../support/catalogue-admin.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { generatedJpeg, photoInput, removePhoto } from '../support/photos.ts';

// A "FILTRO DE ACEITE …": its own rubro's listing holds it, and aceite's too.
const product = expectedProducts('filtro').find(({ key }) => expectedProducts('aceite').some((a) => a.key === key))!;
const path = productPath(product.key, product.nombre);
const stampPaths = ['filtro', 'aceite'].map((rubro) => `catalogo/fotos/${rubro}/${product.key}`);

const stored = async () =>
  (await (await fetch(`http://localhost:${backendPorts.database}/fotos/${product.key}.json?ns=demo-frio`)).json()) as {
    sello: number;
    jpeg: string;
  } | null;

/** Chooses a generated JPEG of `colour` and saves it; the stamp the database stored. */
async function savePhoto(page: Page, colour: string): Promise<number> {
  await photoInput(page).setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: await generatedJpeg(page, colour),
  });
  await page.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();
  return (await stored())!.sello;
}

/** The product's thumbnail in `place` (its card, result or line): loaded from the address of `stamp`, or none. */
async function expectThumbnail(place: Locator, stamp: number | null) {
  const thumbnail = place.getByRole('img', { name: product.nombre, exact: true });
  if (stamp === null) {
    await expect(thumbnail).toHaveCount(0);
    await expect(place.locator('picture')).toHaveCount(0);
    return;
  }
  await expect(thumbnail).toHaveAttribute('src', `/foto/${product.key}/${stamp}-320.jpg`);
  await expect(thumbnail).toHaveAttribute('width', '320');
  await expect(thumbnail).toHaveAttribute('height', '320');
  await expect(place.locator('picture source')).toHaveAttribute('srcset', `/foto/${product.key}/${stamp}-320.webp`);
  // Nothing axe finds serious where the thumbnail is (its text alternative, its place).
  const results = await new AxeBuilder({ page: place.page() }).include('main').analyze();
  expect(results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
  // Drawn once near (a lazy one): the pages function served the thumbnail (WebP in Chromium).
  await expect
    .poll(() =>
      thumbnail.evaluate((element: HTMLImageElement) => {
        element.scrollIntoView({ block: 'center' });
        return element.naturalWidth;
      }),
    )
    .toBe(320);
}

/**
 * Opens `url` as a visitor arriving after the change would: the browser keeps a catalogue page for a
 * minute (its Cache-Control), so the page is asked for again.
 */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.reload();
}

/**
 * A visitor's first load of the product page (nothing cached): the photo, the page's largest paint, has
 * arrived before the app asks for its first script, which would share the connection with it.
 */
async function firstScreenBeforeApp(browser: Browser, url: string) {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(url);
    const timings = () =>
      page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const photo = entries.find((entry) => new URL(entry.name).pathname.startsWith('/foto/'));
        const scripts = entries.filter((entry) => /\.js$/.test(new URL(entry.name).pathname));
        return { photoEnd: photo?.responseEnd, scriptStarts: scripts.map((entry) => entry.startTime) };
      });
    // The app starts (its scripts are requested), then the comparison.
    await expect.poll(async () => (await timings()).scriptStarts.length).toBeGreaterThan(0);
    const { photoEnd, scriptStarts } = await timings();
    expect(photoEnd).toBeDefined();
    expect(photoEnd!).toBeLessThanOrEqual(Math.min(...scriptStarts));
  } finally {
    await visitor.close();
  }
}

/** The product page's og:image as a path, and its bytes. */
async function previewImage(page: Page, request: APIRequestContext): Promise<{ path: string; png: Buffer }> {
  const content = await page.locator('head meta[property="og:image"]').getAttribute('content');
  const imagePath = new URL(content!).pathname;
  const answer = await request.get(imagePath);
  expect(answer.status(), imagePath).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  return { path: imagePath, png: await answer.body() };
}
const shownPhoto = (page: Page) => page.getByRole('main').getByRole('img', { name: product.nombre, exact: true });
/**
 * The page's photo has arrived, as the owner sees it before removing it (removed while on its way, its
 * request answers 404 and the browser logs it).
 */
const photoShown = (page: Page) =>
  expect
    .poll(() => shownPhoto(page).evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(800);

test.describe("a product's photo", () => {
  test.afterAll(async () => {
    await writePaths({
      [`fotos/${product.key}`]: null,
      [`productos/${product.key}/foto`]: null,
      ...Object.fromEntries(stampPaths.map((stampPath) => [stampPath, null])),
    });
  });

  test('the owner adds a photo from the page, sees it, replaces it and removes it; bad files store nothing', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, demoOwner.email, demoOwner.password, path);
    // By its address: the browser keeps this document (without a photo) for a minute.
    await page.goto(path);
    await expect(photoInput(page)).toBeVisible();
    await expect(photoInput(page)).toHaveAttribute('accept', 'image/*');
    await expect(shownPhoto(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Quitar foto' })).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Guardar foto' });
    await expect(save).toBeDisabled();
    // It looks it: off until a photo is chosen.
    await expect(save).toHaveCSS('opacity', '0.6');

    // Add: preview, save, the page shows it at its address, served by the pages function.
    await photoInput(page).setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: await generatedJpeg(page, '#2266aa'),
    });
    const preview = page.getByRole('img', { name: 'Vista previa de la foto nueva' });
    await expect(preview).toBeVisible();
    await expect(save).toHaveCSS('opacity', '1');
    // Drawn (the re-encoded JPEG, at most 1600 px on its long side), not just an empty box.
    await expect.poll(() => preview.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1600);
    // The controls, with their preview: nothing axe finds serious, and Guardar foto is reached by keyboard.
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    await photoInput(page).focus();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();
    const first = (await stored())!;
    expect(first.jpeg.startsWith('/9j/')).toBe(true);
    await expect(shownPhoto(page)).toHaveAttribute('src', `/foto/${product.key}/${first.sello}-800.jpg`);
    await expect(shownPhoto(page)).toHaveAttribute('width', '800');
    await expect(shownPhoto(page)).toHaveAttribute('height', '800');
    // Loaded: the pages function resized the stored JPEG to the page's square.
    await expect.poll(() => shownPhoto(page).evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(800);

    // Its addresses: each size and format within its bytes, kept for good; another stamp leads to it.
    for (const [width, format, most] of [
      [800, 'webp', 150_000],
      [800, 'jpg', 150_000],
      [320, 'webp', 20_000],
      [320, 'jpg', 20_000],
      [1200, 'jpg', 400_000],
    ] as const) {
      const answer = await request.get(`/foto/${product.key}/${first.sello}-${width}.${format}`);
      expect(answer.status(), `${width}.${format}`).toBe(200);
      expect(answer.headers()['content-type']).toBe(format === 'jpg' ? 'image/jpeg' : 'image/webp');
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await answer.body()).length).toBeLessThanOrEqual(most);
    }
    const old = await request.get(`/foto/${product.key}/${first.sello - 1}-320.webp`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/foto/${product.key}/${first.sello}-320.webp`);

    // Opened again from another page within a minute, the browser shows the document it kept from before
    // the save (its Cache-Control): the owner still sees the photo saved, and can remove it.
    await page.goto(listingPath('filtro'));
    await page.goto(path);
    await expect(shownPhoto(page)).toHaveAttribute('src', `/foto/${product.key}/${first.sello}-800.jpg`);
    await expect(page.getByRole('button', { name: 'Quitar foto' })).toBeVisible();

    // The page's own HTML has it once reloaded.
    await page.reload();
    await expect(shownPhoto(page)).toHaveAttribute('src', `/foto/${product.key}/${first.sello}-800.jpg`);

    // Bad input: a message in Spanish, Guardar foto stays off, the stored photo stays.
    const bad: Array<[string, { name: string; mimeType: string; buffer: Buffer }, string]> = [
      [
        'text named .jpg',
        { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('esto no es una foto') },
        'Ese archivo no es una imagen que se pueda abrir. Elegí una foto JPG, PNG o WebP.',
      ],
      [
        'an SVG',
        {
          name: 'dibujo.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        },
        'Un dibujo SVG no sirve como foto del producto. Elegí una foto JPG, PNG o WebP.',
      ],
      [
        'an SVG named .jpg',
        { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        'Un dibujo SVG no sirve como foto del producto. Elegí una foto JPG, PNG o WebP.',
      ],
      [
        'over 15 MB',
        { name: 'grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(PHOTO_MAX_FILE_BYTES + 1, 0xff) },
        'La foto pesa más de 15 MB. Elegí una más liviana o sacala de nuevo.',
      ],
      [
        'a tiny picture',
        { name: 'chica.jpg', mimeType: 'image/jpeg', buffer: await generatedJpeg(page, '#3366aa', 8, 8) },
        'La foto es muy chica (8 × 8 px): elegí una de al menos 300 px de ancho y de alto.',
      ],
      [
        'a sliver',
        { name: 'tira.jpg', mimeType: 'image/jpeg', buffer: await generatedJpeg(page, '#3366aa', 4000, 100) },
        'La foto es muy chica (4000 × 100 px): elegí una de al menos 300 px de ancho y de alto.',
      ],
    ];
    for (const [what, file, message] of bad) {
      await photoInput(page).setInputFiles(file);
      await expect(page.getByRole('alert'), what).toHaveText(message);
      await expect(save, what).toBeDisabled();
      await expect(page.getByRole('img', { name: 'Vista previa de la foto nueva' }), what).toHaveCount(0);
    }
    expect((await stored())?.sello).toBe(first.sello);

    // Replace: a new stamp, a new address. (Chosen from a file on disk: picked again below.)
    const other = test.info().outputPath('otra.jpg');
    writeFileSync(other, await generatedJpeg(page, '#aa3311'));
    await photoInput(page).setInputFiles(other);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();
    const second = (await stored())!;
    expect(second.sello).toBeGreaterThan(first.sello);
    expect(second.jpeg).not.toBe(first.jpeg);
    await expect(shownPhoto(page)).toHaveAttribute('src', `/foto/${product.key}/${second.sello}-800.jpg`);
    await photoShown(page);

    // Remove: it asks first; Cancelar and Escape keep the photo, and the focus back on Quitar foto.
    const remove = page.getByRole('button', { name: 'Quitar foto' });
    const question = page.getByRole('group', { name: /^¿Quitar la foto\?/ });
    await expect(page.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();
    for (const answer of ['Cancelar', 'Escape'] as const) {
      await remove.click();
      // The question alone: the last save's message answered another action.
      await expect(page.getByRole('status').filter({ hasText: 'Foto guardada.' })).toHaveCount(0);
      await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      if (answer === 'Escape') await page.keyboard.press('Escape');
      else await question.getByRole('button', { name: 'Cancelar' }).click();
      await expect(question).toHaveCount(0);
      await expect(remove).toBeFocused();
      expect((await stored())?.sello).toBe(second.sello);
      await photoShown(page);
    }
    await removePhoto(page);
    await expect(shownPhoto(page)).toHaveCount(0);
    expect(await stored()).toBeNull();
    expect((await request.get(`/foto/${product.key}/${second.sello}-800.jpg`)).status()).toBe(404);

    // Removed by mistake: the same file, picked again, is read again (a browser sends no change for the
    // file the field already holds) and saved.
    await photoInput(page).setInputFiles(other);
    await expect(page.getByRole('img', { name: 'Vista previa de la foto nueva' })).toBeVisible();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();
    expect((await stored())?.jpeg).toBe(second.jpeg);
    await photoShown(page);
    // Left as found, for the tests after this one.
    await removePhoto(page);
    expect(await stored()).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test("the photo shows on the product's card in each listing, in /buscar, in the quote list, in its JSON-LD and preview image", async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const card = () =>
      catalogueItems(page).filter({ has: page.getByRole('heading', { name: product.nombre, exact: true }) });
    const result = () =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: product.nombre, exact: true }) });
    const quoteLine = () => page.getByRole('list', { name: 'Artículos del presupuesto' }).getByRole('listitem');
    const search = `/buscar?${new URLSearchParams({ q: product.nombre })}`;
    /** Every place the product appears, with the photo of `stamp` or none. */
    const everywhere = async (stamp: number | null) => {
      await visit(page, listingPath('filtro'));
      await waitForWholeList(page);
      await expectThumbnail(card(), stamp);
      // No other card of the rubro has a photo: each looks as it did.
      await expect(page.getByRole('main').locator('picture')).toHaveCount(stamp === null ? 0 : 1);
      // The other listing that holds it (past its first rows: found by the listing's own search).
      await visit(page, `${listingPath('aceite')}?${new URLSearchParams({ q: product.nombre })}`);
      await waitForWholeList(page);
      await expectThumbnail(card(), stamp);
      await visit(page, search);
      await expectThumbnail(result(), stamp);
      await page.goto('/presupuesto');
      await expect(quoteLine()).toHaveCount(1);
      await expectThumbnail(quoteLine(), stamp);
    };

    await signInAs(page, demoOwner.email, demoOwner.password, path);
    await page.getByRole('button', { name: 'Agregar al presupuesto' }).click();
    const before = await previewImage(page, request);
    await everywhere(null);

    await page.goto(path);
    const first = await savePhoto(page, '#2266aa');
    await everywhere(first);
    await firstScreenBeforeApp(browser, path);
    await visit(page, path);
    // Google's product image is the photo itself, absolute, a JPEG of 1200 px.
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
      );
    const image = structured.find((data) => data['@type'] === 'Product')?.image as string;
    expect(new URL(image).pathname).toBe(`/foto/${product.key}/${first}-1200.jpg`);
    const jpeg = await request.get(new URL(image).pathname);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    // The link preview: a new address, and another image (the photo drawn into the card).
    const withPhoto = await previewImage(page, request);
    expect(withPhoto.path).toBe(before.path.replace(/\.png$/, `-${first}.png`));
    expect(withPhoto.png.equals(before.png)).toBe(false);

    const second = await savePhoto(page, '#aa3311');
    await everywhere(second);
    await visit(page, path);
    const replaced = await previewImage(page, request);
    expect(replaced.path).toBe(before.path.replace(/\.png$/, `-${second}.png`));
    expect(replaced.png.equals(withPhoto.png)).toBe(false);

    await removePhoto(page);
    await everywhere(null);
    await visit(page, path);
    expect((await previewImage(page, request)).path).toBe(before.path);
    expect(consoleErrors).toEqual([]);
  });

  test('a network cut while saving: a Spanish message, and the photo stored before stays', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, demoOwner.email, demoOwner.password, path);
    const first = await savePhoto(page, '#2266aa');
    await photoInput(page).setInputFiles({
      name: 'otra.jpg',
      mimeType: 'image/jpeg',
      buffer: await generatedJpeg(page, '#aa3311'),
    });
    await expect(page.getByRole('img', { name: 'Vista previa de la foto nueva' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Guardar foto' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No hay conexión con la base de datos: la foto no se guardó. Probá de nuevo.',
    );
    await expect(shownPhoto(page)).toHaveAttribute('src', `/foto/${product.key}/${first}-800.jpg`);
    await context.setOffline(false);
    // Back online, nothing sent late: the stored photo and the page's are the one saved before.
    await page.reload();
    await expect(shownPhoto(page)).toHaveAttribute('src', `/foto/${product.key}/${first}-800.jpg`);
    expect((await stored())?.sello).toBe(first);
    await removePhoto(page);
  });

  test('a photo the browser cannot fetch (no signal, or gone) leaves no broken image, on the page or its card', async ({
    page,
    request,
  }) => {
    // A stamp with no photo stored under it: its address answers 404, as any photo does with no signal.
    const missing = 1;
    const stamped = [`productos/${product.key}/foto`, ...stampPaths];
    await writePaths(Object.fromEntries(stamped.map((stampPath) => [stampPath, missing])));
    try {
      expect((await request.get(`/foto/${product.key}/${missing}-800.jpg`)).status()).toBe(404);
      // The server draws the photo: its request fails before the app starts, as on a weak signal.
      expect(await (await request.get(path)).text()).toContain(`/foto/${product.key}/${missing}-800.jpg`);
      await visit(page, path);
      // Once the app runs, the page is as a product's without a photo: no broken image's box or alt text.
      await expect(page.getByRole('button', { name: 'Agregar al presupuesto' })).toBeEnabled();
      await expect(page.getByRole('main').locator('picture')).toHaveCount(0);
      // A card's thumbnail fails after the app has started (lazy, as it scrolls near): the same.
      await page.goto(listingPath('filtro'));
      await waitForWholeList(page);
      const card = catalogueItems(page).filter({
        has: page.getByRole('heading', { name: product.nombre, exact: true }),
      });
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('picture')).toHaveCount(0);
      await expect(card.getByRole('link', { name: product.nombre })).toBeVisible();
    } finally {
      await writePaths(Object.fromEntries(stamped.map((stampPath) => [stampPath, null])));
    }
  });

  test('a technician and a visitor see no photo control', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.nombre);
    await expect(page.getByRole('button', { name: 'Agregar al presupuesto' })).toBeEnabled();
    await expect(photoInput(page)).toHaveCount(0);
    await signInAsDemoTechnician(page, { returnTo: path });
    await expect(page.getByRole('button', { name: 'Agregar al presupuesto' })).toBeEnabled();
    await expect(photoInput(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Guardar foto' })).toHaveCount(0);
  });
});
