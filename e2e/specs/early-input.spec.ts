/**
 * What a visitor does on a prerendered page before its remote has arrived (issue #11 item 2, issue #25
 * §2): the page is already on screen, so people type and press buttons at once. Typed text is kept; a
 * submit pressed before the page has taken over is harmless (the form's method is "dialog": nothing is
 * sent, nothing reloads, the text stays), and the next press, once it has, works. Each test holds the
 * remote's files (its server answers them, later) while the visitor acts, then lets them through.
 */
import type { Locator, Page } from '@playwright/test';
import { units, localUrl, type UnitKey } from '@frio/tooling/units';
import { test, expect, mainHeading } from '../support/site.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { accountWidget, demoTechnician } from '../support/accounts-login.ts';
import { catalogueItems, expectedProducts, listingSummary } from '../support/catalogue-helpers.ts';

/** Counts the submit events the page sees (its own handlers' or the browser's, before the scripts). */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { __submits?: number };
    document.addEventListener('submit', () => (win.__submits = (win.__submits ?? 0) + 1));
  });
});
const submits = () => (window as unknown as { __submits?: number }).__submits ?? 0;

/** Resolves once React has taken the element over (its props are on the prerendered node). */
const takenOver = (locator: Locator) =>
  expect.poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))).toBe(true);

/** Holds the scripts of a unit until the returned function is called. */
const holdUnit = (page: Page, unit: UnitKey) => holdRequests(page, `${localUrl(units[unit].port)}**/*.js`);

test('Ingresar pressed before mf-accounts arrives sends nothing and keeps the text; pressed again once it has, it signs in', async ({
  page,
}) => {
  const release = await holdUnit(page, 'accounts');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/login?next=%2Fnosotros', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Ingresar' });
  await form.getByLabel('Email').fill(demoTechnician.email);
  await form.getByLabel('Contraseña').fill(demoTechnician.password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  // The browser's own submission of a dialog-method form goes nowhere: no POST, no fields in a URL.
  await expect.poll(() => page.evaluate(submits)).toBe(1);
  expect(documents).toEqual([`GET ${new URL('/login?next=%2Fnosotros', page.url()).href}`]);
  expect(page.url()).toBe(new URL('/login?next=%2Fnosotros', page.url()).href);
  await expect(form.getByLabel('Email')).toHaveValue(demoTechnician.email);
  await expect(form.getByLabel('Contraseña')).toHaveValue(demoTechnician.password);

  release();
  // Once the page has taken over, the typed text is its state: the next press signs in.
  await takenOver(form);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL('/nosotros');
  await expect(accountWidget(page)).toBeVisible();
  expect(documents).toHaveLength(1);
});

test('a search typed before mf-catalogue arrives is the search the listing shows', async ({ page }) => {
  const cobre = expectedProducts('cobre');
  const product = cobre.find((p) => p.codigo && cobre.filter((other) => other.codigo === p.codigo).length === 1)!;
  const release = await holdUnit(page, 'catalogue');
  await page.goto('/productos/insumos/cobre', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill(product.codigo);
  // Still the prerendered listing: the document's first rows, unsearched.
  await expect(catalogueItems(page)).toHaveCount(25);

  release();
  await expect(listingSummary(page)).toHaveText('1 resultado');
  await expect(catalogueItems(page).first()).toContainText(product.codigo);
  await expect(search).toHaveValue(product.codigo);
});

test('room sizes and Calcular before mf-calculator arrives: nothing is lost, and Calcular gives the result once it has', async ({
  page,
}) => {
  const release = await holdUnit(page, 'calculator');
  await page.goto('/calculadora-aire-acondicionado', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByLabel('Largo (m)').fill('4');
  await main.getByLabel('Ancho (m)').fill('5');
  await main.getByLabel('Altura (m)').fill('2,6');
  await main.getByLabel('Personas').fill('2');
  await main.getByLabel('Tipo de ambiente').selectOption('Living');
  await main.getByRole('button', { name: 'Calcular' }).click();
  await expect.poll(() => page.evaluate(submits)).toBe(1);
  await expect(main.getByLabel('Largo (m)')).toHaveValue('4');

  release();
  await mainHeading(page);
  // 4 × 5 × 2,6 × 50 + 150 × 2 + 215 = 3115 kcal/h (the calculator page's own test works it out).
  await takenOver(main.locator('form'));
  await main.getByRole('button', { name: 'Calcular' }).click();
  await expect(main.getByRole('definition').first()).toHaveText('3.115');
  await expect(main.getByLabel('Largo (m)')).toHaveValue('4');
});
