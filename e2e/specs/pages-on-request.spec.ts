/**
 * The catalogue's pages made on request by the pages function (functions/, in Firebase's Functions
 * emulator; the shell's server proxies its addresses to it as Hosting does): their cache headers, /buscar
 * answering with its results for a visitor without scripts, bad input, and the database going down.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productPath } from '@frio/shared/catalogue/product-path';
import { test, expect } from '../support/site.ts';
import { fetchDocument, parseHtml } from '../support/documents.ts';
import { notFoundText } from '../support/routes.ts';
import { expectedProducts, listingPath } from '../support/catalogue-helpers.ts';
import { unitDir } from '../../scripts/units-server.ts';

const cobre = expectedProducts('cobre');

test('rubro and product pages are cached by the CDN for minutes; an unknown one is a short-lived 404 page', async ({
  request,
}) => {
  for (const address of [listingPath('cobre'), productPath(cobre[0]!.key, cobre[0]!.nombre), '/buscar?q=cobre']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    expect(response.headers()['cache-control'], address).toMatch(
      /^public, max-age=60, s-maxage=240, stale-while-revalidate=300$/,
    );
  }
  const bare = await request.get(`/producto/${cobre[0]!.key}`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe(productPath(cobre[0]!.key, cobre[0]!.nombre));
  for (const address of ['/producto/99999999', listingPath('zzz'), '/productos/insumos/%00']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(response.headers()['cache-control'], address).toBe('public, max-age=60, s-maxage=60');
    const text = await response.text();
    expect(text, address).toContain('noindex');
    expect(text, address).toContain(notFoundText);
  }
});

test("an address anyone can make up is led to the page's own or is a 404, never a render or an outage", async ({
  request,
}) => {
  const own = productPath(cobre[0]!.key, cobre[0]!.nombre);
  for (const [sent, location] of [
    [`${own}?x=${Date.now()}`, own],
    [`${own}?utm_source=whatsapp&fbclid=IwAR0abc`, own],
    [`${listingPath('cobre')}?orden=precio-asc&q=r22&x=1`, `${listingPath('cobre')}?q=r22&orden=precio-asc`],
    [`/buscar?q=${'a'.repeat(2000)}`, `/buscar?q=${'a'.repeat(120)}`],
  ]) {
    const response = await request.get(sent!, { maxRedirects: 0 });
    expect(response.status(), sent!.slice(0, 60)).toBe(301);
    expect(response.headers().location, sent!.slice(0, 60)).toBe(location);
  }
  // A product image of another list: the current list's address, no drawing.
  const { html } = await fetchDocument(request, own);
  const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
  for (const stamp of ['1', '99999999999999']) {
    const other = image.replace(/\/\d+\.png$/, `/${stamp}.png`);
    const response = await request.get(other, { maxRedirects: 0 });
    expect(response.status(), other).toBe(301);
    expect(response.headers().location, other).toBe(image);
  }
  // Keys the database cannot hold: a 404 like any unknown product, not "No pudimos cargar el catálogo".
  for (const address of ['/producto/%00', '/producto/10672%1F-x', '/og/producto/%00/1.png']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(response.headers()['cache-control'], address).toBe('public, max-age=60, s-maxage=60');
    expect(await response.text(), address).not.toContain('No pudimos cargar');
  }
});

test('/buscar answers with its first results and their count in the HTML, for a visitor without scripts', async ({
  browser,
  request,
}) => {
  const { status, html } = await fetchDocument(request, '/buscar?q=cobre');
  expect(status).toBe(200);
  const page = await parseHtml(browser, html);
  try {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «cobre»');
    await expect(page.getByRole('status').first()).toHaveText(/^\d+ resultados? en \d+ rubros?$/);
    const rows = page.getByRole('main').getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/producto\/\d+-/);
  } finally {
    await page.context().close();
  }
  // Whatever is typed: a normal page, never a reflected tag, never a 500.
  for (const q of ['<script>alert(1)</script>', 'a'.repeat(2000), '%E0%A4']) {
    const response = await request.get(`/buscar?q=${encodeURIComponent(q)}`);
    expect(response.status(), q.slice(0, 20)).toBe(200);
    expect(await response.text()).not.toContain('<script>alert(1)');
  }
});

test('the page with JavaScript takes the served results over, then shows every result', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/buscar?q=cobre');
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(/^\d+ resultados? en \d+ rubros?$/);
  await expect(page.getByRole('main').getByRole('link', { name: cobre[0]!.nombre })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('with the database down: the last good page of an address, else a Spanish page with a retry (503)', async ({
  request,
  site,
}) => {
  // The shell's site as deployed, but naming a database nobody answers at: the function reads it from there.
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'frio-db-down-'));
  const shellCopy = path.join(tmp, 'dist');
  cpSync(path.join(unitDir('shell'), 'dist'), shellCopy, { recursive: true });
  const configFile = path.join(shellCopy, 'firebase-config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as { firebase: { databaseURL: string } };
  config.firebase.databaseURL = 'http://127.0.0.1:9?ns=demo-frio';
  writeFileSync(configFile, JSON.stringify(config));
  const seen = listingPath('cobre');
  // An address nobody asked for before (a search of its own: a query the page does not read is a 301 to
  // its own address, which may have been kept): the function keeps the last good page of each address.
  let visits = 0;
  const unseen = () => `/buscar?q=visita-${Date.now()}-${(visits += 1)}`;
  expect((await fetchDocument(request, seen)).status).toBe(200);
  try {
    await site.stop('shell');
    await site.startFrom('shell', { outDir: shellCopy });
    // Within the function's look at the live site (FRIO_PAGES_REFRESH_MS), the unseen page cannot be made.
    let down = await request.get(unseen());
    await expect.poll(async () => (down = await request.get(unseen())).status(), { timeout: 20_000 }).toBe(503);
    expect(down.headers()['retry-after']).toBe('30');
    expect(down.headers()['cache-control']).toBe('no-store');
    const text = await down.text();
    expect(text).toContain('No pudimos cargar el catálogo');
    expect(text).toContain('Reintentar');
    const kept = await request.get(seen);
    expect(kept.status()).toBe(200);
    expect(await kept.text()).toContain(cobre[0]!.nombre);
  } finally {
    await site.stop('shell');
    await site.start('shell');
    rmSync(tmp, { recursive: true, force: true });
  }
  await expect.poll(async () => (await request.get(unseen())).status(), { timeout: 20_000 }).toBe(200);
});

test('a link in another order or with a search is served with its spinner, never the first A-Z rows under its chip', async ({
  browser,
  baseURL,
}) => {
  // As a visitor sees it before the scripts run.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const rows = page.getByRole('main').locator('a[href^="/producto/"]');
  await page.goto(listingPath('gas'));
  await expect(rows.first()).toBeVisible();
  for (const query of ['?orden=precio-asc', '?orden=nombre-desc', '?q=r22']) {
    await page.goto(`${listingPath('gas')}${query}`);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando productos…' }), query).toBeVisible();
    await expect(rows, query).toHaveCount(0);
  }
  await page.goto(`${listingPath('gas')}?orden=precio-asc`);
  await expect(page.getByRole('button', { name: 'Quitar el orden Menor Precio' })).toBeVisible();
  await context.close();
});
