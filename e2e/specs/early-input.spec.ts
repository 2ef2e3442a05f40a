/**
 * What a visitor does on a prerendered page before its remote has arrived is not lost (issue #11,
 * item 2): the page is already on screen, so people type and press buttons at once. Each test holds
 * the remote's files (its server answers them, later) while the visitor acts, then lets them through.
 */
import type { Page } from '@playwright/test';
import { units, localUrl, type UnitKey } from '@frio/tooling/units';
import { test, expect, mainHeading } from '../support/site.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { accountWidget, demoTechnician } from '../support/accounts-login.ts';
import { catalogueItems, expectedProducts, listingSummary } from '../support/catalogue-helpers.ts';

/** True while the page's form is still the prerendered one, not yet taken over by its component. */
const stillPrerendered = (page: Page) => page.locator('form[data-awaits-scripts]').count();

/** Records, after every listener has run, whether the page's last submit event was cancelled (no native submit). */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('submit', (event) => {
      setTimeout(
        () => ((window as unknown as { __submitCancelled?: boolean }).__submitCancelled = event.defaultPrevented),
      );
    });
  });
});
const submitCancelled = () => (window as unknown as { __submitCancelled?: boolean }).__submitCancelled ?? null;

/** Holds the scripts of a unit until the returned function is called. */
const holdUnit = (page: Page, unit: UnitKey) => holdRequests(page, `${localUrl(units[unit].port)}**/*.js`);

test('e-mail, password and Ingresar before mf-accounts arrives: signed in, nothing in the URL', async ({ page }) => {
  const release = await holdUnit(page, 'accounts');
  await page.goto('/login?next=%2Fnosotros', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Ingresar' });
  await form.getByLabel('Email').fill(demoTechnician.email);
  await form.getByLabel('Contraseña').fill(demoTechnician.password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  // No native submit: the submit event was cancelled, so the fields never travel in a URL, the page and
  // its text stay.
  await expect.poll(() => page.evaluate(submitCancelled)).toBe(true);
  expect(page.url()).toBe(new URL('/login?next=%2Fnosotros', page.url()).href);
  await expect(form.getByLabel('Email')).toHaveValue(demoTechnician.email);
  expect(await stillPrerendered(page)).toBe(1);

  release();
  await expect(page).toHaveURL('/nosotros');
  await expect(accountWidget(page)).toBeVisible();
});

test('a search typed before mf-catalogue arrives is the search the listing shows', async ({ page }) => {
  const cobre = expectedProducts('cobre');
  const product = cobre.find((p) => p.codigo && cobre.filter((other) => other.codigo === p.codigo).length === 1)!;
  const release = await holdUnit(page, 'catalogue');
  await page.goto('/productos/insumos/cobre', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill(product.codigo);
  // Still the prerendered listing: its loading state, no rows yet.
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  expect(await catalogueItems(page).count()).toBe(0);

  release();
  await expect(listingSummary(page)).toHaveText('1 resultado');
  await expect(catalogueItems(page).first()).toContainText(product.codigo);
  await expect(search).toHaveValue(product.codigo);
});

test('room sizes and Calcular before mf-calculator arrives: the result appears', async ({ page }) => {
  const release = await holdUnit(page, 'calculator');
  await page.goto('/calculadora-aire-acondicionado', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByLabel('Largo (m)').fill('4');
  await main.getByLabel('Ancho (m)').fill('5');
  await main.getByLabel('Altura (m)').fill('2,6');
  await main.getByLabel('Personas').fill('2');
  await main.getByLabel('Tipo de ambiente').selectOption('Living');
  await main.getByRole('button', { name: 'Calcular' }).click();
  await expect.poll(() => page.evaluate(submitCancelled)).toBe(true);
  expect(await stillPrerendered(page)).toBe(1);

  release();
  await mainHeading(page);
  // 4 × 5 × 2,6 × 50 + 150 × 2 + 215 = 3115 kcal/h (the calculator page's own test works it out).
  await expect(main.getByRole('definition').first()).toHaveText('3.115');
  await expect(main.getByLabel('Largo (m)')).toHaveValue('4');
});
