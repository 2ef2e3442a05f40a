/**
 * "Usar sin conexión": the visitor saves the public catalogue from a rubro's listing, the network goes
 * (the browser context offline), and the site still works from what was saved: a content page, a listing
 * sorted, a product page never opened, /buscar with a search, the quote list (its WhatsApp send waits
 * for the signal and says so), each with "Sin conexión: precios del …"; a page not saved answers the
 * "Sin conexión" page. A price list published while the device is offline reaches the saved copy once it
 * is back online. A technician's save keeps their list 2 for them alone, which Salir, offline too,
 * removes from every store the browser has. Service workers run here (the suite blocks them elsewhere).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { filesUnder } from '@frio/tooling/files';
import { unitDir, unitKeys } from '../../scripts/units-server.ts';
import { productPath } from '@frio/shared/catalogue/product-path';
import { planSync } from '@frio/shared/catalogue/import';
import { savedCatalogueKey, savedPagesCache } from '@frio/shared/offline';
import { test, expect, mainHeading } from '../support/site.ts';
import {
  demo,
  expectedProducts,
  itemWithId,
  listingPath,
  shownPrices,
  waitForRows,
} from '../support/catalogue-helpers.ts';
import { accountWidget, signInAsDemoTechnician, signOutWithWidget } from '../support/accounts-login.ts';
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

  // The save asks only for files that exist (no text of a script mistaken for one).
  const refused: string[] = [];
  context.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await main.getByRole('button', { name: 'Usar sin conexión' }).click();
  await expect(main.getByRole('progressbar', { name: 'Guardando el catálogo' })).toBeVisible();
  await expect(main.getByText(/Guardando el catálogo: \d+ archivos, \d+,\d MB hasta ahora\./)).toBeVisible();
  await expect(main.getByText(`Listo: el catálogo se puede usar sin conexión (precios del ${demoDay})`)).toBeVisible({
    timeout: 60_000,
  });
  expect(refused).toEqual([]);
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

  // The home page's slideshow: each slide the visitor picks shows its picture.
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Presentación' });
  for (const index of [2, 3]) {
    await banner.getByRole('button', { name: `Ver imagen ${index}` }).click();
    const image = banner.getByRole('group', { name: `${index} de 3` }).getByRole('img');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
      .toBeGreaterThan(0);
  }

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

  // A listing's address typed in capitals: the saved listing.
  await page.goto(listingPath('COBRE'));
  await waitForRows(page);
  await expect(notice(page)).toBeVisible();

  // A product number the saved catalogue does not have: it may be newer than the save, or not exist.
  await page.goto('/producto/99999999');
  const unsaved = page.getByRole('alert');
  await expect(
    unsaved.getByText('Sin conexión: este artículo no está entre los guardados en este dispositivo'),
  ).toHaveText(
    'Sin conexión: este artículo no está entre los guardados en este dispositivo (puede ser nuevo, o no existir). Probá de nuevo cuando tengas señal.',
  );
  await expect(unsaved.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  // The manifest's icons, which the browser asks for on each page.
  expect(
    await page.evaluate(() =>
      fetch('/icons/app-192.png').then(
        (response) => response.status,
        () => 'sin red',
      ),
    ),
  ).toBe(200);

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

const prices = demo as Record<string, { lista1: number; lista2: number }>;
const amount = (value: number) => value.toLocaleString('es-AR');
/** A product page's price as shown: `$ 94.100`, and nothing else. */
const shownPrice = (value: number) => new RegExp(`^\\$\\s${amount(value).replace(/\./g, '\\.')}$`);
/**
 * Every list-2 price of the demo catalogue that neither a public record nor the site's own scripts and
 * styles hold (so no public copy can hold it by chance: a Firebase script holds 51000).
 */
const privateOnly = (() => {
  const siteFiles = unitKeys.flatMap((unit) => filesUnder(path.join(unitDir(unit), 'dist'), ['.js', '.css', '.html']));
  const publicText = [
    JSON.stringify(Object.values(demo).map(({ lista2: _, ...rest }) => rest)),
    ...siteFiles.map((file) => readFileSync(file, 'utf8')),
  ].join('\n');
  const publicNumbers = new Set(publicText.match(/\d+/g));
  // Five digits at least: shorter numbers turn up anywhere.
  const values = new Set(Object.values(prices).map((p) => p.lista2));
  return [...values].filter((v) => v >= 10_000 && !publicNumbers.has(String(v)));
})();
const cobre = expectedProducts('cobre');
/** A cobre product whose list-2 price is private-only, for the product page and the quote list. */
const cobrePrivate = cobre.find((p) => privateOnly.includes(prices[p.key]!.lista2))!;

interface Found {
  store: string;
  where: string;
  needle: string;
  /** The text around it, to tell a leak from a chance. */
  around: string;
}

/**
 * Every store of this origin the page can reach (every Cache Storage cache and its entries' bodies,
 * every IndexedDB database's object stores, keys and values, localStorage, sessionStorage) searched for
 * each needle as a whole number: where each is found.
 */
function searchEveryStore(page: Page, needles: string[]): Promise<Found[]> {
  return page.evaluate(async (needles) => {
    const found: Found[] = [];
    const decoded = (text: string) => {
      try {
        return decodeURIComponent(text);
      } catch {
        return ''; // not percent-encoded text (a script): searched as stored
      }
    };
    const search = (store: string, where: string, raw: string) => {
      // As stored, and percent-decoded ("X%20400%20G" is "X 400 G", not 20400; "%2494.100" is "$94.100").
      const text = `${raw.replace(/%[0-9A-F]{2}/gi, '%')}\n${decoded(raw)}`;
      for (const needle of needles) {
        const escaped = needle.replace(/\./g, '\\.');
        const at = new RegExp(`(?<![\\d.])${escaped}(?![\\d])`).exec(text)?.index;
        if (at !== undefined) found.push({ store, where, needle, around: text.slice(at - 60, at + 60) });
      }
    };
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        search(`caches:${name}`, request.url, `${request.url}\n${response ? await response.text() : ''}`);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(database.objectStoreNames)) {
        const store = database.transaction(storeName, 'readonly').objectStore(storeName);
        const all = await Promise.all(
          [store.getAll(), store.getAllKeys()].map(
            (request) =>
              new Promise<unknown>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        search(`indexedDB:${name}`, storeName, JSON.stringify(all));
      }
      database.close();
    }
    for (const [label, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i)!;
        search(label, key, `${key}\n${storage.getItem(key)}`);
      }
    }
    return found;
  }, needles);
}

test("a technician's save keeps their list 2 for offline; Salir offline removes it from every store; a visitor then sees list 1", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const firstCobre = cobre.slice(0, 25).map((p) => prices[p.key]!);
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await signInAsDemoTechnician(page, { returnTo: listingPath('cobre') });
  await waitForRows(page);
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista2));
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Usar sin conexión' }).click();
  await expect(main.getByText(`Listo: el catálogo se puede usar sin conexión (precios del ${demoDay})`)).toBeVisible({
    timeout: 90_000,
  });
  await expect(main.getByText('Incluye tus precios de técnico (lista 2), solo para tu cuenta')).toBeVisible();

  // Saved for this account only: in IndexedDB, never in the service worker's cache, which answers anyone.
  const cobreNeedles = cobre.map((p) => prices[p.key]!.lista2).filter((v) => privateOnly.includes(v));
  const savedHits = await searchEveryStore(page, cobreNeedles.map(String));
  expect(savedHits.filter((hit) => hit.store !== 'indexedDB:frio-lista2-sin-conexion')).toEqual([]);
  expect(new Set(savedHits.map((hit) => hit.needle))).toEqual(new Set(cobreNeedles.map(String)));

  // Offline: the saved listing and a product page never opened show list 2.
  await context.setOffline(true);
  await page.reload();
  await waitForRows(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista2));
  await expect(main.getByText('Precios para técnicos (lista 2)')).toBeVisible();

  const { lista1, lista2 } = prices[cobrePrivate.key]!;
  await page.goto(productPath(cobrePrivate.key, cobrePrivate.nombre));
  await expect(await mainHeading(page)).toHaveText(cobrePrivate.nombre);
  const price = main.locator('p').filter({ hasText: /^\$\s?[\d.]+$/ });
  await expect(price).toHaveText(shownPrice(lista2));
  await expect(main.getByText('Precios para técnicos (lista 2)')).toBeVisible();
  await expect(notice(page)).toBeVisible();
  // At the technician's price in the quote list too (localStorage).
  await main.getByRole('button', { name: 'Agregar al presupuesto' }).click();
  await expect(main.getByRole('link', { name: /^En el presupuesto: 1 unidad/ })).toBeVisible();
  expect((await searchEveryStore(page, [String(lista2)])).map((hit) => hit.store)).toContain('localStorage');

  // Salir, offline: no list-2 price is left anywhere, raw or as the page shows it.
  await signOutWithWidget(page);
  const needles = privateOnly.flatMap((v) => [String(v), amount(v)]);
  expect(await searchEveryStore(page, needles)).toEqual([]);
  await expect(price).toHaveText(shownPrice(lista1));

  // A visitor on this browser, still offline: list 1.
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await expect(notice(page)).toBeVisible();
  await expect(accountWidget(page)).toHaveCount(0);
  await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((p) => p.lista1));
  await expect(main.getByText('Precios para técnicos (lista 2)')).toHaveCount(0);
  expect(await searchEveryStore(page, needles)).toEqual([]);
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
    // Off the site first: back online, the page would save the restored catalogue again in the
    // background, and the context's close at teardown would cut that save off.
    await page.goto('about:blank');
    await context.setOffline(false);
    await restoreDemoCatalogue();
  }
});
