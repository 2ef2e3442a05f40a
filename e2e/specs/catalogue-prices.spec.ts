import { test, expect } from '../support/site.ts';
import {
  demo as demoCatalogue,
  expectedProducts,
  listingPath,
  shownPrices,
  waitForRows,
} from '../support/catalogue-helpers.ts';
import { accountWidget, signInAsDemoTechnician, signOutWithWidget } from '../support/accounts-login.ts';

const demo = demoCatalogue as Record<string, { lista1?: number; lista2?: number }>;
const firstCobre = expectedProducts('cobre')
  .slice(0, 25)
  .map((p) => demo[p.key]!);

test('visitors see list 1 prices', async ({ page }) => {
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  expect(await shownPrices(page)).toEqual(firstCobre.map((p) => p.lista1));
});

/**
 * One Firebase app, one auth state across units: the sign-in done by mf-accounts' login page is seen by
 * the shell's account widget and by mf-catalogue's price type (lista2); signing out with the widget
 * brings visitor prices back without a reload.
 */
test('signing in on /login shows the widget and list 2 prices; Salir goes back to list 1', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await signInAsDemoTechnician(page, { returnTo: listingPath('cobre') });
  await waitForRows(page);
  await expect(accountWidget(page)).toBeVisible();
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista2));

  // The session survives a reload (Firebase keeps it; the shell sees it without loading Firebase first).
  await page.reload();
  await waitForRows(page);
  await expect(accountWidget(page)).toBeVisible();
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista2));

  await signOutWithWidget(page);
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista1));
  expect(consoleErrors).toEqual([]);
});
