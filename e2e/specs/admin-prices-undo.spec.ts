/**
 * Deshacer la última publicación in /admin/precios, with the real buttons: the owner publishes a list
 * that removes almost the whole catalogue (after its warning and second confirmation), then Deshacer,
 * after a confirmation naming what comes back, restores every article, both prices, the derived lists,
 * the first pages and the search index; a visitor's listing shows the old prices again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/site.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { signInAs } from '../support/accounts-login.ts';
import { catalogueTarget, restoreDemoCatalogue } from '../support/catalogue-admin.ts';
import { listingPath, shownPrices, waitForWholeList } from '../support/catalogue-helpers.ts';
import { fixtureProducts, writeFixtures, type FixtureFiles } from '../../backend/src/import/fixtures.ts';

const PAGE = '/admin/precios';

const inArgentina = (stamp: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-AR', { ...options, timeZone: 'America/Argentina/Buenos_Aires' }).format(stamp);
const esARDate = (stamp: number) => inArgentina(stamp, { day: '2-digit', month: '2-digit', year: 'numeric' });
const esARDateTime = (stamp: number) =>
  `${esARDate(stamp)} a las ${inArgentina(stamp, { hour: '2-digit', minute: '2-digit', hour12: false })}`;

let dir: string;
let files: FixtureFiles;
test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'frio-admin-undo-'));
  files = await writeFixtures(path.join(dir, 'hoy'));
  await restoreDemoCatalogue(); // the demo catalogue, and no kept list
});
test.afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await restoreDemoCatalogue();
});

test('a partial list published by mistake: Deshacer brings back every article and price, and the pages follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const demo = await catalogueTarget.readCurrent();
  const demoStamp = (demo.catalogo as { actualizado: number }).actualizado;
  const listed = Object.keys(demo.productos ?? {}).length;
  await page.goto(listingPath('cobre'));
  await waitForWholeList(page);
  const demoPrices = await shownPrices(page);
  expect(demoPrices.length).toBeGreaterThan(2);

  await signInAs(page, demoOwner.email, demoOwner.password, PAGE);
  const undo = page.getByRole('region', { name: 'Deshacer la última publicación' });
  await expect(undo).toContainText('No hay publicaciones anteriores guardadas para deshacer.');
  await expect(undo.getByRole('button')).toHaveCount(0);

  // The mistake: 8 articles for a catalogue of hundreds, past the warning and its second confirmation.
  await page.getByLabel('Archivo de la lista de precios').setInputFiles(files.utf8Comma);
  const preview = page.getByRole('region', { name: /Vista previa de/ });
  await expect(preview).toContainText(`Esta lista da de baja ${listed.toLocaleString('es-AR')} de los`);
  await preview.getByRole('button', { name: 'Publicar' }).click();
  await preview
    .getByRole('button', { name: `Sí, dar de baja ${listed.toLocaleString('es-AR')} artículos y publicar` })
    .click();
  await expect(page.getByText(/Lista publicada\. Precios actualizados el/)).toBeVisible({ timeout: 30_000 });
  const published = await catalogueTarget.readCurrent();
  expect(Object.keys(published.productos ?? {})).toHaveLength(fixtureProducts.length);

  // What comes back is named before anything is written: the date of the list replaced and its count.
  const comesBack = `la lista publicada el ${esARDateTime(demoStamp)}, con ${listed.toLocaleString('es-AR')} artículos`;
  await expect(undo).toContainText(`Vuelve ${comesBack}.`);
  await undo.getByRole('button', { name: 'Deshacer la última publicación' }).click();
  const confirmation = undo.getByRole('group', { name: 'Confirmar deshacer' });
  await expect(confirmation).toContainText(`¿Volver a ${comesBack}?`);
  const confirm = confirmation.getByRole('button', { name: `Sí, volver a la lista del ${esARDate(demoStamp)}` });
  const keep = confirmation.getByRole('button', { name: 'No, dejar la lista actual' });
  // The focus on «No»: Enter pressed twice keeps the list.
  await expect(keep).toBeFocused();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(confirmation).toHaveCount(0);
  await expect(undo.getByRole('button', { name: 'Deshacer la última publicación' })).toBeFocused();
  // Escape answers «no» too.
  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirmation).toHaveCount(0);
  await expect(undo.getByRole('button', { name: 'Deshacer la última publicación' })).toBeFocused();
  expect(await catalogueTarget.readCurrent()).toEqual(published);

  await undo.getByRole('button', { name: 'Deshacer la última publicación' }).click();
  await confirm.click();
  await expect(undo.getByRole('status')).toContainText(
    `Publicación deshecha: volvió ${comesBack}. Precios actualizados el ${esARDate(Date.now())}.`,
    { timeout: 30_000 },
  );
  await expect(undo).toContainText('No hay publicaciones anteriores guardadas para deshacer.');
  await expect(page.getByText(`Precios actualizados el ${esARDate(Date.now())}.`).first()).toBeVisible();

  // Every article, both prices, the derived lists, first pages and index as before; a new stamp.
  const restored = await catalogueTarget.readCurrent();
  expect(restored.productos).toEqual(demo.productos);
  expect(restored.privado).toEqual(demo.privado);
  const { actualizado: before, ...demoDerived } = demo.catalogo as Record<string, unknown>;
  const { actualizado: after, ...restoredDerived } = restored.catalogo as Record<string, unknown>;
  expect(restoredDerived).toEqual(demoDerived);
  expect(after as number).toBeGreaterThan(before as number);

  // A visitor's listing (no session) shows the prices of before the mistake again.
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await visitor.goto(listingPath('cobre'));
  await waitForWholeList(visitor);
  await expect.poll(() => shownPrices(visitor)).toEqual(demoPrices);
  await visitor.close();
});
