/**
 * The Google Merchant Center feed (/feed/productos.xml) through Hosting, and the owner's "Productos sin
 * foto" in /admin: the owner follows the first product of that list to its page and adds a photo there;
 * the product leaves the list and enters the feed, which holds only products with a photo and meets
 * Merchant Center's field rules (every address answering with the right type), with no technician price;
 * after Quitar foto it leaves the feed again. Locally nothing keeps the feed between requests (in
 * production the CDN does, for a page's window), so each read sees the database as it is.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { backendPorts } from '@frio/tooling/units';
import { test, expect } from '../support/site.ts';
import { signInAs } from '../support/accounts-login.ts';
import { catalogueTarget, writePaths } from '../support/catalogue-admin.ts';
import { generatedJpeg, photoInput, removePhoto } from '../support/photos.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';

const FEED = '/feed/productos.xml';
const G = 'http://base.google.com/ns/1.0';
/** The fields Merchant Center needs of every item (identifier_exists: no GTIN or brand is known). */
const REQUIRED = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'availability',
  'condition',
  'identifier_exists',
] as const;
type Item = Record<(typeof REQUIRED)[number], string | null>;

/** An absolute address Merchant Center can fetch: https, or this machine's own server. */
const ABSOLUTE = /^(https:\/\/[^/]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)\//;

const publicValue = async (path: string) =>
  (await fetch(`http://localhost:${backendPorts.database}/${path}.json?ns=demo-frio`)).json() as Promise<unknown>;

/** The feed as Merchant Center fetches it, read by the browser's XML parser (malformed XML fails here). */
async function readFeed(page: Page, request: APIRequestContext): Promise<{ xml: string; items: Item[] }> {
  const answer = await request.get(FEED);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await answer.text();
  const parsed = await page.evaluate(
    ({ text, g, fields }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.querySelector('parsererror');
      if (error) return { error: error.textContent ?? 'parsererror' };
      const root = doc.documentElement;
      return {
        root: `${root.localName} ${root.getAttribute('version')} ${root.lookupNamespaceURI('g')}`,
        channels: doc.querySelectorAll('rss > channel').length,
        items: [...doc.getElementsByTagName('item')].map((item) =>
          Object.fromEntries(
            fields.map((name) => [name, item.getElementsByTagNameNS(g, name)[0]?.textContent ?? null]),
          ),
        ),
      };
    },
    { text: xml, g: G, fields: REQUIRED as unknown as string[] },
  );
  if ('error' in parsed) throw new Error(`the feed is not XML: ${parsed.error}`);
  expect(parsed.root).toBe(`rss 2.0 ${G}`);
  expect(parsed.channels).toBe(1);
  return { xml, items: parsed.items as Item[] };
}

/** Every item against Merchant Center's rules, its addresses fetched, its product's photo and prices checked. */
async function expectValidFeed(xml: string, items: Item[], request: APIRequestContext) {
  const { privado } = (await catalogueTarget.readCurrent()) as { privado: { precios: Record<string, number> } };
  for (const item of items) {
    for (const field of REQUIRED) expect(item[field]?.trim(), `${item.id}: g:${field}`).toBeTruthy();
    const id = item.id!;
    expect(item.title!.length).toBeLessThanOrEqual(150);
    expect(item.price).toMatch(/^\d+\.\d{2} ARS$/);
    expect(['in_stock', 'out_of_stock']).toContain(item.availability);
    expect(item.condition).toBe('new');
    expect(item.identifier_exists).toBe('no');
    // Only a product with a photo, at its current address; the public price (list 1).
    const stamp = await publicValue(`productos/${id}/foto`);
    expect(typeof stamp, `${id} has a photo`).toBe('number');
    expect(item.image_link).toMatch(new RegExp(`/foto/${id}/${String(stamp)}-1200\\.jpg$`));
    expect(item.price).toBe(`${((await publicValue(`productos/${id}/lista1`)) as number).toFixed(2)} ARS`);
    const lista2 = privado.precios[id]!;
    expect(xml, `${id}: no technician price`).not.toContain(`>${lista2.toFixed(2)} ARS<`);
    expect(xml).not.toContain(`>${lista2}<`);
    for (const [field, type] of [
      ['link', 'text/html'],
      ['image_link', 'image/jpeg'],
    ] as const) {
      expect(item[field]).toMatch(ABSOLUTE);
      const answer = await request.get(item[field]!);
      expect(answer.status(), `${id}: g:${field}`).toBe(200);
      expect(answer.headers()['content-type'], `${id}: g:${field}`).toContain(type);
    }
  }
}

const missingPhotos = (page: Page) => page.getByRole('region', { name: 'Productos sin foto' });
const firstMissing = (page: Page) => missingPhotos(page).getByRole('listitem').first();

let photographed: string | undefined;

test.afterAll(async () => {
  if (photographed) await writePaths({ [`fotos/${photographed}`]: null, [`productos/${photographed}/foto`]: null });
});

test('a photo the owner adds takes its product off "Productos sin foto" and into the Merchant feed, until it is removed', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, demoOwner.email, demoOwner.password, '/admin');
  // The most asked-about product without a photo, followed from the list to its page.
  await expect(firstMissing(page)).toBeVisible();
  const link = firstMissing(page).getByRole('link');
  const href = (await link.getAttribute('href'))!;
  const key = /^\/producto\/([^-/]+)-/.exec(href)![1]!;
  expect((await readFeed(page, request)).items.map((item) => item.id)).not.toContain(key);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(href);
  photographed = key;
  await photoInput(page).setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: await generatedJpeg(page, '#226644'),
  });
  await page.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();

  // In the feed, and every item of it valid.
  const { xml, items } = await readFeed(page, request);
  expect(items.map((item) => item.id)).toContain(key);
  await expectValidFeed(xml, items, request);

  // Off the owner's list, in another tab (the product's tab stays as it is: its HTML, kept by the browser
  // for a minute, was made before the photo).
  const admin = await page.context().newPage();
  await admin.goto('/admin');
  // A fresh tab starts the SDK, the session and four reads (one a query over every product) while the
  // pages function may still be making the feed: on a loaded 2-core machine that took more than 7 s, twice.
  await expect(firstMissing(admin)).toBeVisible({ timeout: 20_000 });
  await expect(missingPhotos(admin).locator(`a[href="${href}"]`)).toHaveCount(0);

  // Removed: out of the feed, and back on the list.
  await removePhoto(page);
  await expect.poll(async () => (await readFeed(page, request)).items.map((item) => item.id)).not.toContain(key);
  await admin.reload();
  await expect(firstMissing(admin).getByRole('link')).toHaveAttribute('href', href);
  expect(consoleErrors).toEqual([]);
});
