/**
 * "Usar sin conexión": the visitor saves the public catalogue from a rubro's listing, the network goes
 * (the browser context offline), and the site still works from what was saved: a content page, a listing
 * sorted, a product page never opened, /buscar with a search, the quote list (its WhatsApp send waits
 * for the signal and says so), each with "Sin conexión: precios del …"; a page not saved answers the
 * "Sin conexión" page. A price list published while the device is offline reaches the saved copy once it
 * is back online. Service workers run here (the suite blocks them elsewhere).
 */
import type { Page } from '@playwright/test';
import { productPath } from '@frio/shared/catalogue/product-path';
import { test, expect, mainHeading } from '../support/site.ts';
import { planSync } from '@frio/shared/catalogue/import';
import { savedCatalogueKey, savedPagesCache } from '@frio/shared/offline';
import { expectedProducts, itemWithId, listingPath, shownPrices, waitForRows } from '../support/catalogue-helpers.ts';
import { catalogueTarget, restoreDemoCatalogue } from '../support/catalogue-admin.ts';
import { generateProducts } from '../../backend/src/catalogue-generator.ts';

test.use({ serviceWorkers: 'allow' });

/** The demo price list's date as a visitor reads it. */
const demoDay = '02/11/2026';
const notice = (page: Page) => page.getByRole('main').getByText(`Sin conexión: precios del ${demoDay}`);
/** A product whose page is never opened online. */
const neverOpened = expectedProducts('valv').at(-1)!;
const [gas1] = expectedProducts('gas');

test('after "Usar sin conexión", offline: pages, a sorted listing, a product never opened, search and the quote list work, dated', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Usar sin conexión' }).click();
  await expect(main.getByRole('progressbar', { name: 'Guardando el catálogo' })).toBeVisible();
  await expect(main.getByText(/Guardando el catálogo: \d+ de \d+ archivos, \d+,\d MB hasta ahora\./)).toBeVisible();
  await expect(main.getByText(`Listo: el catálogo se puede usar sin conexión (precios del ${demoDay})`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(main.getByText(/Ocupa \d+,\d MB en este dispositivo\./)).toBeVisible();

  await context.setOffline(true);
  // The worker's own requests fail too: what follows comes from what was saved.
  const [worker] = context.serviceWorkers();
  expect(
    await worker!.evaluate(() =>
      fetch('/remotes.json').then(
        () => 'red',
        () => 'sin red',
      ),
    ),
  ).toBe('sin red');

  // A content page, from its saved document.
  await page.goto('/faq');
  await expect(await mainHeading(page)).toHaveText('Preguntas frecuentes');
  await expect(notice(page)).toBeVisible();

  // A listing in another order than its document's: rendered from the saved data, sorted.
  await page.goto(`${listingPath('gas')}?orden=precio-asc`);
  await waitForRows(page);
  await expect(notice(page)).toBeVisible();
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);

  // Added to the quote list offline.
  await page.goto(listingPath('gas'));
  await waitForRows(page);
  const card = itemWithId(page, gas1!.id);
  await card.getByRole('button', { name: 'Agregar al presupuesto' }).click();
  await expect(card.getByRole('link', { name: /^En el presupuesto: 1 unidad/ })).toBeVisible();

  // A product page never opened online.
  await page.goto(productPath(neverOpened.key, neverOpened.nombre));
  await expect(await mainHeading(page)).toHaveText(neverOpened.nombre);
  await expect(main.locator('dd').filter({ hasText: new RegExp(`^${neverOpened.id}$`) })).toBeVisible();
  await expect(notice(page)).toBeVisible();

  // /buscar with a query, then another search on the page.
  await page.goto('/buscar?q=cobre');
  await expect(await mainHeading(page)).toHaveText('Resultados para «cobre»');
  await expect(main.getByRole('heading', { level: 2, name: /^Cobre/ })).toBeVisible();
  const field = main.getByRole('searchbox', { name: 'Buscar en el catálogo' });
  await field.fill('termostatto');
  await field.press('Enter');
  await expect(main.getByRole('heading', { level: 2, name: /^Termostatos/ })).toBeVisible();
  await expect(notice(page)).toBeVisible();

  // The quote list, and its WhatsApp send waiting for the signal.
  await page.goto('/presupuesto');
  await expect(
    page
      .getByRole('list', { name: 'Artículos del presupuesto' })
      .getByRole('listitem')
      .filter({ hasText: `Artículo ${gas1!.id}` }),
  ).toBeVisible();
  await expect(notice(page)).toBeVisible();
  const opened: Page[] = [];
  context.on('page', (other) => opened.push(other));
  await main.getByRole('link', { name: 'Enviar por WhatsApp' }).click();
  await expect(
    main.getByText('Sin conexión: el mensaje queda listo y se abre en WhatsApp cuando vuelva la señal.'),
  ).toBeVisible();
  expect(opened).toEqual([]);

  // A page not saved: the "Sin conexión" page.
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
});

test('a price list published while the device is offline reaches its saved copy once it is back online', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const before = await shownPrices(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Usar sin conexión' }).click();
  await expect(main.getByText(/^Listo: el catálogo se puede usar sin conexión/)).toBeVisible({ timeout: 60_000 });

  await context.setOffline(true);
  try {
    // Meanwhile the owner publishes a new list, dated 20/11/2026: every list-1 price 1000 up.
    const stamp = Date.UTC(2026, 10, 20, 15);
    const repriced = generateProducts().map((product) => ({ ...product, lista1: (product.lista1 ?? 0) + 1000 }));
    await catalogueTarget.apply(planSync(await catalogueTarget.readCurrent(), repriced, stamp).update!);
    await page.reload();
    await waitForRows(page);
    await expect(notice(page)).toBeVisible();
    expect(await shownPrices(page)).toEqual(before);

    // Back online, the saved copy follows in the background (nothing pressed).
    await context.setOffline(false);
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([key, cacheName]) => {
              const marker = await caches.match(key!, { cacheName });
              return marker ? ((await marker.json()) as { stamp: number }).stamp : null;
            },
            [savedCatalogueKey, savedPagesCache],
          ),
        { timeout: 120_000 },
      )
      .toBe(stamp);
    await context.setOffline(true);
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    await expect(main.getByText('Sin conexión: precios del 20/11/2026')).toBeVisible();
    expect(await shownPrices(page)).toEqual(before.map((price) => price + 1000));
  } finally {
    await context.setOffline(false);
    await restoreDemoCatalogue();
  }
});
