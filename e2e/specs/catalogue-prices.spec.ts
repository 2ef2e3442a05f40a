import { test, expect } from '../support/site.ts';
import { expectedProducts, listingPath, shownPrices, waitForRows } from '../support/catalogue-helpers.ts';
import { persistedUserKey, seedTechnicianSession } from '../support/catalogue-session.ts';
import { generateCatalogue } from '../../backend/src/catalogue-generator.ts';

const demo = generateCatalogue() as Record<string, { lista1?: number; lista2?: number }>;
const firstCobre = expectedProducts('cobre').slice(0, 25).map((p) => demo[p.key]!);

test('visitors see list 1 prices', async ({ page }) => {
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  expect(await shownPrices(page)).toEqual(firstCobre.map((p) => p.lista1));
});

test('the signed-in technician (tipoPrecio 2) sees list 2; signing out goes back to list 1', async ({ page, consoleErrors }) => {
  await seedTechnicianSession(page);
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista2));
  // What mf-accounts does on sign-out: the SDK drops the stored user, then the session event.
  await page.evaluate((key) => {
    window.localStorage.removeItem(key);
    window.dispatchEvent(new Event('frio:session-changed'));
  }, persistedUserKey);
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista1));
  expect(consoleErrors).toEqual([]);
});
