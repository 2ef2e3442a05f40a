import { test, expect } from '../support/site.ts';
import {
  demo as demoCatalogue,
  expectedProducts,
  listingPath,
  shownPrices,
  waitForRows,
} from '../support/catalogue-helpers.ts';
import { accountWidget, signInAsDemoTechnician, signOutWithWidget } from '../support/accounts-login.ts';
import { watchReceived } from '../support/received-text.ts';

const TECHNICIAN_PRICES = 'Precios para técnicos (lista 2)';

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
 * The one place that checks a technician gets list 2. One Firebase app, one auth state across units:
 * the sign-in done by mf-accounts' login page is seen by the shell's account widget and by
 * mf-catalogue's price type (lista2, read from the private half); the rubro's document, opened signed
 * in, gives its list-1 rows way to list 2 once the listing has taken over; signing out with the widget
 * brings visitor prices back without a reload.
 */
test('signing in on /login shows the widget and list 2 prices; Salir goes back to list 1', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await expect(page.getByText(TECHNICIAN_PRICES)).toHaveCount(0);
  const received = watchReceived(page);
  await signInAsDemoTechnician(page, { returnTo: listingPath('cobre') });
  await waitForRows(page);
  await expect(accountWidget(page)).toBeVisible();
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista2));
  await expect(page.getByText(TECHNICIAN_PRICES)).toBeVisible();
  await expect.poll(() => received.frames.some((frame) => frame.includes('privado/listas/cobre'))).toBe(true);

  // The session survives a reload (Firebase keeps it; the shell sees it without loading Firebase first):
  // the document's list-1 rows give way to list 2.
  await page.reload();
  await waitForRows(page);
  await expect(accountWidget(page)).toBeVisible();
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista2));
  await expect(page.getByText(TECHNICIAN_PRICES)).toBeVisible();

  await signOutWithWidget(page);
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista1));
  await expect(page.getByText(TECHNICIAN_PRICES)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
