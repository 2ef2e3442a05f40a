/**
 * The owner's price list in the back-office, /admin/precios: the owner picks the ERP's
 * CSV or XLSX, sees what it would change (read in the browser by the command's own code), publishes
 * it, and the listing shows the new prices; a refused file writes nothing; a non-owner sees no page.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/site.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { generateProducts } from '../../backend/src/catalogue-generator.ts';
import { demoTechnician, signInAs, signInAsDemoTechnician } from '../support/accounts-login.ts';
import { catalogueTarget, restoreDemoCatalogue } from '../support/catalogue-admin.ts';
import { listingPath, shownPrices } from '../support/catalogue-helpers.ts';
import { fetchDocument } from '../support/documents.ts';
import { productPath } from '@frio/shared/catalogue/product-path';
import {
  badRowsExpected,
  fixtureProducts,
  fixtureRecords,
  writeFixtures,
  type FixtureFiles,
} from '../../backend/src/import/fixtures.ts';

const PAGE = '/admin/precios';

const esARDate = (stamp: number) =>
  new Intl.DateTimeFormat('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(stamp);

/** The same list a few weeks later: every price up 8 %. */
const repriced = fixtureProducts.map((product) => ({
  ...product,
  lista1: Math.round(product.lista1 * 1.08),
  lista2: Math.round(product.lista2 * 1.08),
}));

async function signInAsOwner(page: Page) {
  await signInAs(page, demoOwner.email, demoOwner.password, PAGE);
  await expect(page.getByRole('heading', { name: 'Lista de precios' })).toBeVisible();
}

const fileInput = (page: Page) => page.getByLabel('Archivo de la lista de precios');
const stampNow = async () => ((await catalogueTarget.readCurrent()).catalogo as { actualizado: number }).actualizado;

let dir: string;
let files: FixtureFiles;
let later: FixtureFiles;
let demoLater: FixtureFiles;
let typo: FixtureFiles;
let badId: FixtureFiles;
test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'frio-admin-prices-'));
  files = await writeFixtures(path.join(dir, 'hoy'));
  later = await writeFixtures(path.join(dir, 'despues'), repriced);
  // The dearer list with a digit left out of one price: 106,667 written 10,667.
  typo = await writeFixtures(
    path.join(dir, 'errata'),
    repriced.map((product, index) => (index === 0 ? { ...product, lista1: Math.round(product.lista1 / 10) } : product)),
  );
  // The same list with a letter O typed for a zero in one article's id.
  badId = await writeFixtures(
    path.join(dir, 'id-errado'),
    repriced.map((product, index) => (index === 1 ? { ...product, id: `${product.id}O` } : product)),
  );
  demoLater = await writeFixtures(
    path.join(dir, 'demo-despues'),
    generateProducts().map((product) => ({ ...product, lista1: Math.round(product.lista1 * 1.08) })),
  );
});
test.afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await restoreDemoCatalogue();
});

test('a visitor is asked to sign in as the owner; a technician is told the page is not for them', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByText('Esta página es para el dueño del sitio.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ingresar como dueño' })).toHaveAttribute(
    'href',
    '/login?next=%2Fadmin%2Fprecios',
  );
  await expect(fileInput(page)).toHaveCount(0);
  await signInAsDemoTechnician(page, { returnTo: PAGE });
  await expect(page.getByText(`Ingresaste como ${demoTechnician.email}, que no es la cuenta del dueño.`)).toBeVisible();
  await expect(fileInput(page)).toHaveCount(0);
});

test.describe.serial('the owner publishes a price list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a CSV with bad rows: the preview lists them; Publicar writes the good rows; the listing shows them', async ({
    page,
  }) => {
    await signInAsOwner(page);
    await expect(page.getByRole('link', { name: 'Lista de precios' })).toHaveAttribute('aria-current', 'page');
    const before = await stampNow();
    await fileInput(page).setInputFiles(files.badRows);
    const preview = page.getByRole('region', { name: /Vista previa de filas-con-errores\.csv/ });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('CSV (separador ";", Windows-1252)');
    await expect(preview).toContainText('Todavía no se publicó nada.');
    const counts = preview.getByRole('list', { name: 'Resumen de cambios' });
    await expect(counts.getByRole('listitem').filter({ hasText: 'Nuevos' })).toHaveText('8 Nuevos');
    // Each new article by name and id, as the removed ones are (a mistyped id comes in as a new article).
    const newOnes = preview.getByRole('list', { name: 'Nuevos' });
    await expect(newOnes.getByRole('listitem')).toHaveCount(fixtureProducts.length);
    for (const { id, nombre } of fixtureProducts) await expect(newOnes).toContainText(`${nombre} (id ${id})`);
    await expect(counts.getByRole('listitem').filter({ hasText: 'Filas con errores' })).toHaveText(
      '3 Filas con errores',
    );
    const rejected = preview.getByRole('list', { name: 'Filas con errores' }).getByRole('listitem');
    await expect(rejected).toHaveCount(3);
    // Each with its line, its reason and its article's name when it has one (to find it among the removed).
    for (const [index, row] of badRowsExpected.entries()) {
      await expect(rejected.nth(index)).toContainText(`línea ${row.line}: ${row.reason}`);
      if (row.nombre) await expect(rejected.nth(index)).toContainText(`(${row.nombre})`);
    }
    // Nothing is written before Publicar.
    expect(await stampNow()).toBe(before);

    // These 8 articles remove the whole demo catalogue: the preview says so with the count,
    // and Publicar asks a second time; nothing is written until the second answer.
    const listed = Object.keys((await catalogueTarget.readCurrent()).productos ?? {}).length;
    await expect(preview).toContainText(
      `Esta lista da de baja ${listed.toLocaleString('es-AR')} de los ${listed.toLocaleString('es-AR')} artículos publicados (más del 10 %).`,
    );
    await preview.getByRole('button', { name: 'Publicar' }).click();
    const confirm = preview.getByRole('button', {
      name: `Sí, dar de baja ${listed.toLocaleString('es-AR')} artículos y publicar`,
    });
    await expect(confirm).toBeVisible();
    // «No» takes the focus: a second Enter answers it and publishes nothing.
    const no = preview.getByRole('button', { name: 'No, volver' });
    await expect(no).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(preview.getByRole('button', { name: 'Publicar' })).toBeFocused();
    // Escape answers «no» too.
    await page.keyboard.press('Enter');
    await expect(no).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(preview.getByRole('button', { name: 'Publicar' })).toBeFocused();
    expect(await stampNow()).toBe(before);
    await preview.getByRole('button', { name: 'Publicar' }).click();
    await confirm.click();
    await expect(page.getByText(`Lista publicada. Precios actualizados el ${esARDate(Date.now())}.`)).toBeVisible({
      timeout: 15_000,
    });
    const db = await catalogueTarget.readCurrent();
    expect(db.productos).toEqual(fixtureRecords);
    // An article the list added answers at its own address at once, with no build: rendered on request.
    const added = fixtureProducts[0]!;
    const document = await fetchDocument(page.request, productPath(added.id, added.nombre));
    expect(document.status).toBe(200);
    expect(document.html).toContain(added.nombre);
    // …and its own link-preview image, drawn on request.
    const image = /<meta property="og:image" content="([^"]+)"/.exec(document.html)?.[1];
    expect(image).toMatch(new RegExp(`/og/producto/${added.id}/\\d+\\.png$`));
    const png = await page.request.get(new URL(image!).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((db.privado as { precios: unknown }).precios).toEqual(
      Object.fromEntries(fixtureProducts.map((p) => [p.id, p.lista2])),
    );

    await page.goto(listingPath('cobre'));
    // The document's rows are of the list before Publicar: the listing replaces them once it has checked.
    await expect.poll(() => shownPrices(page)).toEqual([98766, 1250000]);
  });

  test('an XLSX of the same list 8 % dearer: the preview shows the repricing; published, the listing shows it', async ({
    page,
  }) => {
    await signInAsOwner(page);
    await fileInput(page).setInputFiles(later.xlsx);
    const preview = page.getByRole('region', { name: /Vista previa de lista\.xlsx/ });
    await expect(preview).toContainText('Excel (.xlsx)');
    const counts = preview.getByRole('list', { name: 'Resumen de cambios' });
    await expect(counts.getByRole('listitem').filter({ hasText: 'Con precio cambiado' })).toHaveText(
      '8 Con precio cambiado',
    );
    await expect(counts.getByRole('listitem').filter({ hasText: 'Nuevos' })).toHaveText('0 Nuevos');
    await expect(preview.getByRole('table')).toContainText('+8');
    await expect(preview.getByRole('list', { name: 'Filas con errores' })).toHaveCount(0);
    await preview.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText(/Lista publicada\. Precios actualizados el/)).toBeVisible({ timeout: 15_000 });

    await page.goto(listingPath('cobre'));
    await expect.poll(() => shownPrices(page)).toEqual([Math.round(98765.5 * 1.08), Math.round(1250000 * 1.08)]);

    // The HTML that Google and WhatsApp read, fetched without a browser, holds the new price with no build
    // and no deploy: locally nothing caches it (behind Hosting's CDN: within 10 minutes, docs/architecture.md).
    const price = Math.round(98765.5 * 1.08);
    const shown = `$ ${price.toLocaleString('es-AR')}`;
    const listing = await fetchDocument(page.request, listingPath('cobre'));
    expect(listing.html.replace(/\u00a0|&nbsp;/g, ' ')).toContain(shown);
    const product = fixtureProducts[0]!;
    const { status, html } = await fetchDocument(page.request, productPath(product.id, product.nombre));
    expect(status).toBe(200);
    expect(html.replace(/\u00a0|&nbsp;/g, ' ')).toContain(shown);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const offers = (JSON.parse(jsonLd!) as { offers: { price: number } | Array<{ price: number }> }).offers;
    expect([offers].flat().map((offer) => offer.price)).toEqual([price]);
  });

  test('the same file again: "Sin cambios", nothing to publish', async ({ page }) => {
    await signInAsOwner(page);
    await fileInput(page).setInputFiles(later.utf8Comma);
    await expect(page.getByText('Sin cambios: la base ya tiene esta lista.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
  });

  test('a price with a digit left out: the preview warns, ranks it first, Publicar asks again, and «No» writes nothing', async ({
    page,
  }) => {
    await signInAsOwner(page);
    const before = await stampNow();
    await fileInput(page).setInputFiles(typo.utf8Comma);
    const preview = page.getByRole('region', { name: /Vista previa de/ });
    await expect(preview).toContainText(
      'Atención: Un precio baja a menos de la mitad o sube a más del doble (ver «Cambios de precio más grandes»). Si no es lo que querés, revisá el archivo: puede faltar o sobrar una cifra.',
    );
    await expect(preview.getByRole('table').getByRole('row').nth(1)).toContainText('-90 %');
    await preview.getByRole('button', { name: 'Publicar' }).click();
    await expect(preview.getByRole('group', { name: 'Confirmar antes de publicar' })).toContainText(
      '¿Seguro? Precios que bajan a menos de la mitad o suben a más del doble: 1.',
    );
    await expect(preview.getByRole('button', { name: 'Sí, publicar estos precios' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'No, volver' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(preview.getByRole('button', { name: 'Publicar' })).toBeFocused();
    expect(await stampNow()).toBe(before);
  });

  test('a row whose id does not read: the preview names the article it would remove, by name and id', async ({
    page,
  }) => {
    await signInAsOwner(page);
    await fileInput(page).setInputFiles(badId.utf8Comma);
    const preview = page.getByRole('region', { name: /Vista previa de/ });
    const { id, nombre } = repriced[1]!;
    await expect(preview.getByRole('list', { name: 'Filas con errores' })).toContainText(
      `el id "${id}O" no es un número entero positivo`,
    );
    const counts = preview.getByRole('list', { name: 'Resumen de cambios' });
    await expect(counts.getByRole('listitem').filter({ hasText: 'Dados de baja' })).toHaveText('1 Dados de baja');
    await expect(preview.getByRole('list', { name: 'Dados de baja' }).getByRole('listitem')).toHaveText([
      `${nombre} (id ${id})`,
    ]);
  });
});

test("a refused file shows the command's Spanish reasons and writes nothing", async ({ page }) => {
  await signInAsOwner(page);
  const before = await catalogueTarget.readCurrent();
  const refusal = page.getByRole('alert');
  await fileInput(page).setInputFiles(files.mostlyBad);
  await expect(refusal).toContainText('Archivo rechazado, no se escribió nada.');
  await expect(refusal).toContainText('Solo 2 de 5 filas son válidas (menos de la mitad).');
  await expect(refusal).toContainText('línea 4:');
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);

  await fileInput(page).setInputFiles(files.badHeader);
  await expect(refusal).toContainText('Falta la columna obligatoria lista2.');
  await fileInput(page).setInputFiles(files.notATable);
  await expect(refusal).toContainText('El archivo no es una tabla de productos');
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
  expect(await catalogueTarget.readCurrent()).toEqual(before);

  // The owner mends the file and picks it again under the same name: it is read again (a browser sends
  // no change for the file the field already holds).
  const mended = path.join(dir, 'lista.csv');
  copyFileSync(files.badHeader, mended);
  await fileInput(page).setInputFiles(mended);
  await expect(refusal).toContainText('Falta la columna obligatoria lista2.');
  copyFileSync(files.badRows, mended);
  await fileInput(page).setInputFiles(mended);
  await expect(page.getByRole('region', { name: /Vista previa de lista\.csv/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible();
  expect(await catalogueTarget.readCurrent()).toEqual(before);
});

test('the page with a preview has no serious accessibility violations, and works by keyboard', async ({ page }) => {
  await signInAsOwner(page);
  await fileInput(page).focus();
  await fileInput(page).setInputFiles(files.badRows);
  const publish = page.getByRole('button', { name: 'Publicar' });
  await expect(publish).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  // The preview takes the focus; Tab reaches Publicar.
  for (let i = 0; i < 10 && !(await publish.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(publish).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('admin-precios-desktop.png'), fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the preview fits without sideways scrolling of the page', async ({ page }) => {
    await signInAsOwner(page);
    await fileInput(page).setInputFiles(files.badRows);
    await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('admin-precios-phone.png'), fullPage: true });
  });

  test('every price change shows whole, before and after, with nothing to scroll sideways', async ({ page }) => {
    // The demo list 8 % dearer, against the demo list published.
    await restoreDemoCatalogue();
    await signInAsOwner(page);
    await fileInput(page).setInputFiles(demoLater.xlsx);
    const table = page.getByRole('region', { name: /Vista previa de lista\.xlsx/ }).getByRole('table');
    await expect(table).toContainText('+8');
    const cells = await table.locator('td').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right));
    expect(cells.length).toBeGreaterThan(0);
    expect(Math.max(...cells)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('admin-precios-cambios-phone.png'), fullPage: true });
  });
});
