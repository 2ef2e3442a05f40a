/**
 * A product's photo, added by the owner on the product's page: a generated JPEG chosen in "Foto del
 * producto", previewed, saved, shown on the page at its immutable address (resized by the pages
 * function), replaced and removed; each bad input refused with its message and nothing stored; no
 * control for a technician or a visitor (their writes: security-rules.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { productPath } from '@frio/shared/catalogue/product-path';
import { PHOTO_MAX_FILE_BYTES } from '@frio/shared/catalogue/photo';
import { backendPorts } from '@frio/tooling/units';
import { test, expect } from '../support/site.ts';
import { signInAs, signInAsDemoTechnician } from '../support/accounts-login.ts';
import { expectedProducts } from '../support/catalogue-helpers.ts';
import { writePaths } from '../support/catalogue-admin.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { generatedJpeg, photoInput } from '../support/photos.ts';

const product = expectedProducts('filtro')[0]!;
const path = productPath(product.key, product.nombre);

const stored = async () =>
  (await (await fetch(`http://localhost:${backendPorts.database}/fotos/${product.key}.json?ns=demo-frio`)).json()) as {
    sello: number;
    jpeg: string;
  } | null;

const shownPhoto = (page: Page) => page.getByRole('main').getByRole('img', { name: product.nombre, exact: true });

test.describe("a product's photo", () => {
  test.afterAll(async () => {
    await writePaths({ [`fotos/${product.key}`]: null, [`productos/${product.key}/foto`]: null });
  });

  test('the owner adds a photo from the page, sees it, replaces it and removes it; bad files store nothing', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, demoOwner.email, demoOwner.password, path);
    await expect(photoInput(page)).toBeVisible();
    await expect(photoInput(page)).toHaveAttribute('accept', 'image/*');
    await expect(shownPhoto(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Quitar foto' })).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Guardar foto' });
    await expect(save).toBeDisabled();

    // Add: preview, save, the page shows it at its address, served by the pages function.
    await photoInput(page).setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: await generatedJpeg(page, '#2266aa'),
    });
    const preview = page.getByRole('img', { name: 'Vista previa de la foto nueva' });
    await expect(preview).toBeVisible();
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
    ];
    for (const [what, file, message] of bad) {
      await photoInput(page).setInputFiles(file);
      await expect(page.getByRole('alert'), what).toHaveText(message);
      await expect(save, what).toBeDisabled();
      await expect(page.getByRole('img', { name: 'Vista previa de la foto nueva' }), what).toHaveCount(0);
    }
    expect((await stored())?.sello).toBe(first.sello);

    // Replace: a new stamp, a new address.
    await photoInput(page).setInputFiles({
      name: 'otra.jpg',
      mimeType: 'image/jpeg',
      buffer: await generatedJpeg(page, '#aa3311'),
    });
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();
    const second = (await stored())!;
    expect(second.sello).toBeGreaterThan(first.sello);
    expect(second.jpeg).not.toBe(first.jpeg);
    await expect(shownPhoto(page)).toHaveAttribute('src', `/foto/${product.key}/${second.sello}-800.jpg`);

    // Remove.
    await page.getByRole('button', { name: 'Quitar foto' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Foto quitada.' })).toBeVisible();
    await expect(shownPhoto(page)).toHaveCount(0);
    expect(await stored()).toBeNull();
    expect((await request.get(`/foto/${product.key}/${second.sello}-800.jpg`)).status()).toBe(404);
    expect(consoleErrors).toEqual([]);
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
