/**
 * What a visitor does on a prerendered page before its remote has arrived: the
 * page is already on screen, so people type at once. Typed text is kept. A submit before the
 * page has taken over is impossible (its button is disabled until then) and harmless by Enter too (the
 * form's method is "dialog": nothing is sent, nothing reloads, the text stays); once the page has taken
 * over, the button works with what was typed. Each test holds the remote's files (its server answers
 * them, later) while the visitor acts, then lets them through.
 */
import type { Page } from '@playwright/test';
import { units, localUrl, type UnitKey } from '@frio/tooling/units';
import { test, expect, mainHeading } from '../support/site.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { accountWidget, demoTechnician } from '../support/accounts-login.ts';
import { catalogueItems, expectedProducts, listingSummary } from '../support/catalogue-helpers.ts';

/** Holds the scripts of a unit until the returned function is called. */
const holdUnit = (page: Page, unit: UnitKey) => holdRequests(page, `${localUrl(units[unit].port)}**/*.js`);

test('before mf-accounts arrives Ingresar cannot be pressed and Enter sends nothing; once it has, it signs in with what was typed', async ({
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
  await expect(form.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
  await form.getByLabel('Contraseña').press('Enter');
  // No native submit: no POST, no fields in a URL; the page and its text stay.
  await mainHeading(page);
  expect(documents).toEqual([`GET ${new URL('/login?next=%2Fnosotros', page.url()).href}`]);
  await expect(form.getByLabel('Email')).toHaveValue(demoTechnician.email);
  await expect(form.getByLabel('Contraseña')).toHaveValue(demoTechnician.password);

  release();
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
  // Still the prerendered listing: the document's first rows, unsearched, and its buttons not yet usable.
  await expect(catalogueItems(page)).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Cargar más productos' })).toBeDisabled();

  release();
  await expect(listingSummary(page)).toHaveText('1 resultado');
  await expect(catalogueItems(page).first()).toContainText(product.codigo);
  await expect(search).toHaveValue(product.codigo);
});

test('room sizes typed before mf-calculator arrives are kept, and Calcular works once it has', async ({ page }) => {
  const release = await holdUnit(page, 'calculator');
  await page.goto('/calculadora-aire-acondicionado', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByLabel('Largo (m)').fill('4');
  await main.getByLabel('Ancho (m)').fill('5');
  await main.getByLabel('Altura (m)').fill('2,6');
  await main.getByLabel('Personas').fill('2');
  await main.getByLabel('Tipo de ambiente').selectOption('Living');
  await expect(main.getByRole('button', { name: 'Calcular' })).toBeDisabled();

  release();
  await main.getByRole('button', { name: 'Calcular' }).click();
  // 4 × 5 × 2,6 × 50 + 150 × 2 + 215 = 3115 kcal/h (the calculator page's own test works it out).
  await expect(main.getByRole('definition').first()).toHaveText('3.115');
  await expect(main.getByLabel('Largo (m)')).toHaveValue('4');
});
