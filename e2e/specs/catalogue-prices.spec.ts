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
import { productPath } from '@frio/shared/catalogue/product-path';

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

/**
 * On a weak signal the app takes over seconds after the document shows: a signed-in technician must not
 * read the document's list-1 prices as theirs meanwhile. Read once, as the document first stands (the
 * page not yet taken over), on a listing, a product page and /buscar; then list 2 shows.
 */
test("signed in on a weak signal, the document's list-1 prices stay hidden until list 2 shows", async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'the weak signal is emulated over the DevTools protocol');
  test.setTimeout(90_000);
  const [product] = expectedProducts('cobre');
  const { lista2 } = demo[product!.key]!;
  await signInAsDemoTechnician(page, { returnTo: '/nosotros' });
  const cdp = await page.context().newCDPSession(page);
  // Regular 3G as DevTools defines it: 300 ms of latency, 750 kb/s down.
  const weak = { offline: false, latency: 300, downloadThroughput: 93_750, uploadThroughput: 31_250 };
  const asTheDocumentStands = () =>
    page.evaluate(() => ({
      document: document.querySelector('[data-documento]') !== null,
      prices: [...document.querySelectorAll('[data-documento] [data-precio]')].map(
        (price) => getComputedStyle(price).visibility,
      ),
    }));
  for (const path of [listingPath('cobre'), productPath(product!.key, product!.nombre), `/buscar?q=${product!.id}`]) {
    await cdp.send('Network.emulateNetworkConditions', weak);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const first = await asTheDocumentStands();
    expect(first.document, `${path}: the document, not yet taken over`).toBe(true);
    expect(first.prices.length, `${path}: the document's prices`).toBeGreaterThan(0);
    expect(new Set(first.prices), path).toEqual(new Set(['hidden']));
    await cdp.send('Network.emulateNetworkConditions', {
      ...weak,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByRole('main').getByText(TECHNICIAN_PRICES).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('main').getByText(lista2!.toLocaleString('es-AR')).first()).toBeVisible();
  }
});

test('a technician sees the same list-2 price in the navbar search and on /buscar; signed out, list 1', async ({
  page,
}) => {
  const [product] = expectedProducts('cobre');
  const { lista1, lista2 } = demo[product!.key]!;
  const amount = (value: number | undefined) => value!.toLocaleString('es-AR');
  await signInAsDemoTechnician(page, { returnTo: '/nosotros' });
  const banner = page.getByRole('banner');
  await banner.getByRole('searchbox', { name: 'Buscar en el catálogo' }).click();
  await page.keyboard.type(product!.id);
  const option = banner.getByRole('listbox', { name: 'Resultados' }).getByRole('option', { name: product!.nombre });
  await expect(option).toContainText(amount(lista2));
  await expect(option).not.toContainText(amount(lista1));
  await expect(banner.getByText(TECHNICIAN_PRICES)).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/buscar?q=${product!.id}`);
  const main = page.getByRole('main');
  const row = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: product!.nombre }) });
  await expect(row).toContainText(amount(lista2));
  await expect(row).not.toContainText(amount(lista1));
  await expect(main.getByText(TECHNICIAN_PRICES)).toBeVisible();

  await signOutWithWidget(page);
  await expect(row).toContainText(amount(lista1));
  await expect(main.getByText(TECHNICIAN_PRICES)).toHaveCount(0);
});

test("a technician sees list 2 on a product's page, for its related products too; signed out, list 1", async ({
  page,
}) => {
  const [product] = expectedProducts('cobre');
  const amount = (value: number | undefined) => value!.toLocaleString('es-AR');
  await signInAsDemoTechnician(page, { returnTo: productPath(product!.key, product!.nombre) });
  const main = page.getByRole('main');
  await expect(main.getByText(TECHNICIAN_PRICES)).toBeVisible();
  const rows = main.getByRole('region', { name: 'Productos relacionados' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const related = await Promise.all(
    (await rows.all()).map(async (row) => {
      const href = (await row.getByRole('link').getAttribute('href')) ?? '';
      return { row, prices: demo[/^\/producto\/([^-/]+)/.exec(href)?.[1] ?? '']! };
    }),
  );
  for (const { row, prices } of related) {
    expect(prices.lista2).not.toBe(prices.lista1);
    await expect(row).toContainText(amount(prices.lista2));
  }

  await signOutWithWidget(page);
  await expect(main.getByText(TECHNICIAN_PRICES)).toHaveCount(0);
  for (const { row, prices } of related) await expect(row).toContainText(amount(prices.lista1));
});
