/**
 * The site's service worker (shell/sw/): registered once the first visit has loaded, it saves nothing by
 * itself, every page still comes from the network (status, redirects and 404s as they are), and without a
 * signal a page not saved answers "Sin conexión" with the saved pages and a way back, never the browser's
 * error.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { savedPagesCache } from '@frio/shared/offline';
import { productPath } from '@frio/shared/catalogue/product-path';
import { test, expect, mainHeading } from '../support/site.ts';
import { expectedProducts, listingPath } from '../support/catalogue-helpers.ts';
import { notFoundText } from '../support/routes.ts';

test.use({ serviceWorkers: 'allow' });

const product = expectedProducts('cobre')[0]!;

/** The first visit, then the worker in control of the page (it claims the pages open when it starts). */
async function withServiceWorker(page: Page) {
  await page.goto('/');
  await mainHeading(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('the worker starts after the first visit has loaded, saves nothing, and every page still comes from the network', async ({
  page,
}) => {
  // When the app asks for the worker: the time and the document's state at that call.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      (window as unknown as { registered: unknown }).registered = { at: performance.now(), state: document.readyState };
      return register.apply(this, args);
    };
  });
  // What the worker answers: documents only; never a script, a remote's manifest or /remotes.json.
  const answeredByWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker() && response.request().resourceType() !== 'document')
      answeredByWorker.push(response.url());
  });
  await page.goto('/');
  await mainHeading(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const { registered, firstPaint } = await page.evaluate(() => ({
    registered: (window as unknown as { registered: { at: number; state: string } }).registered,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  }));
  // Not before the page has loaded: the first paint and the page's own requests go first.
  expect(registered.state).toBe('complete');
  expect(registered.at).toBeGreaterThan(firstPaint);
  for (const [address, status, heading] of [
    ['/faq', 200, 'Preguntas frecuentes'],
    [listingPath('cobre'), 200, null],
    [productPath(product.key, product.nombre), 200, product.nombre],
    // A 301 to the product's own address, then the page.
    [`/producto/${product.key}`, 200, product.nombre],
    ['/no-existe', 404, notFoundText],
    ['/producto/99999999', 404, notFoundText],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(status);
    // The document came through the worker (navigation preload), from the network.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), address).toBe(true);
    if (heading) await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading);
  }
  expect(page.url()).toMatch(/\/producto\/99999999$/);
  expect(await cacheNames(page)).toEqual([]);
  expect(answeredByWorker).toEqual([]);
});

test('without a signal, a page not saved answers "Sin conexión" in Spanish with a way back, not the browser\'s error', async ({
  page,
  context,
}) => {
  await withServiceWorker(page);
  await context.setOffline(true);
  const response = await page.goto('/faq?x=1');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
  await expect(page).toHaveTitle('Sin conexión · Frío Entre Ríos');
  await expect(page.getByText('No hay señal y esta página no está guardada en este dispositivo.')).toBeVisible();
  await expect(page.getByText('Todavía no hay páginas guardadas en este dispositivo')).toBeVisible();
  const retry = page.getByRole('link', { name: 'Reintentar' });
  await expect(retry).toHaveAttribute('href', '/faq?x=1');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The worker saved nothing on the way.
  expect(await cacheNames(page)).toEqual([]);
  // Back online, "Reintentar" (from the keyboard) opens the page itself.
  await context.setOffline(false);
  await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
});

test('without a signal, a saved page opens, and the "Sin conexión" page of another links to it', async ({
  page,
  context,
}) => {
  await withServiceWorker(page);
  // What "Usar sin conexión" will do for the whole catalogue, for one page: the page as the server sends it, saved.
  await page.evaluate(
    async ([cacheName, address]) => {
      const response = await fetch(address!);
      if (!response.ok) throw new Error(`${address}: ${response.status}`);
      await (await caches.open(cacheName!)).put(address!, response);
    },
    [savedPagesCache, '/productos/insumos'],
  );
  await context.setOffline(true);
  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
  await expect(page.getByText('Todavía no hay páginas guardadas')).toHaveCount(0);
  await page.getByRole('link', { name: 'Insumos de refrigeración' }).click();
  await expect(page).toHaveURL(/\/productos\/insumos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insumos de refrigeración');
});
