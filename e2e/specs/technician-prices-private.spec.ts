/**
 * Technician prices (lista2) reach only approved technicians: an anonymous visitor's browser never
 * receives one, not in a prerendered document, a JSON read, a WebSocket frame or the session cache.
 * That a signed-in technician sees them, read from the private half, is
 * catalogue-prices.spec.ts.
 */
import { test, expect } from '../support/site.ts';
import {
  demo as demoCatalogue,
  expectedProducts,
  listingPath,
  shownPrices,
  waitForRows,
  waitForWholeList,
} from '../support/catalogue-helpers.ts';
import { watchReceived } from '../support/received-text.ts';
import { productPath } from '@frio/shared/catalogue/product-path';

const demo = demoCatalogue as Record<string, { lista1?: number; lista2?: number }>;

test('a visitor on category pages and the quote list, searching and loading more, receives no technician price', async ({
  page,
}) => {
  const received = watchReceived(page);
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await waitForWholeList(page);
  await page.getByRole('button', { name: 'Cargar más productos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('cobre 1/4');
  await expect(page.getByRole('status').filter({ hasText: /resultado/ })).toBeVisible();
  // Another rubro through the app.
  await page.goto(listingPath('gas'));
  await waitForRows(page);
  await waitForWholeList(page);
  // The quote list re-reads the current prices of what it holds.
  await page.getByRole('button', { name: 'Agregar al presupuesto' }).first().click();
  await page.goto('/presupuesto');
  await expect(page.getByRole('list', { name: 'Artículos del presupuesto' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Enviar por WhatsApp' })).toBeVisible();
  const everything = await received.all();
  expect(everything).toContain('CAÑO'); // the watch did see the catalogue
  expect(everything).not.toContain('lista2');
  expect(everything).not.toContain('privado');
  expect(await shownPrices(page)).not.toContain(undefined);
});

test("a visitor on product pages (their documents, the bare address, a card's link) receives no technician price", async ({
  page,
  request,
}) => {
  const products = expectedProducts('cobre').slice(0, 3);
  for (const product of products) {
    const html = await (await request.get(productPath(product.key, product.nombre))).text();
    expect(html).toContain(product.nombre);
    expect(html).not.toContain('lista2');
  }
  const received = watchReceived(page);
  await page.goto(`/producto/${products[0]!.key}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(products[0]!.nombre);
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await page.getByRole('main').getByRole('link', { name: products[1]!.nombre }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(products[1]!.nombre);
  await expect(page.getByRole('button', { name: 'Agregar al presupuesto' })).toBeVisible();
  const everything = await received.all();
  expect(everything).toContain(products[0]!.nombre);
  expect(everything).not.toContain('lista2');
  expect(everything).not.toContain('privado');
});

test('a visitor searching the whole catalogue (navbar, /buscar) receives no technician price', async ({ page }) => {
  const received = watchReceived(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('searchbox', { name: 'Buscar en el catálogo' }).click();
  await page.keyboard.type('cobre');
  const options = page.getByRole('banner').getByRole('listbox', { name: 'Resultados' }).getByRole('option');
  await expect(options).toHaveCount(8);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^Cobre/ })).toBeVisible();
  const everything = await received.all();
  expect(everything).toContain('CAÑO'); // the index was received
  expect(everything).not.toContain('lista2');
  expect(everything).not.toContain('privado');
  // Every price the results show is the article's list 1.
  const firstRow = page.getByRole('main').getByRole('listitem').first();
  const name = (await firstRow.getByRole('link').innerText()).trim();
  const product = Object.values(demo).find((p) => (p as unknown as { nombre: string }).nombre === name)!;
  await expect(firstRow).toContainText(product.lista1!.toLocaleString('es-AR'));
});
