/**
 * The site can be installed ("Instalar"): every kind of document links the web app manifest, and the
 * manifest meets Chrome's install criteria, read from what the server sends (its type, its fields, icons
 * that really are PNGs of their sizes) and asked of Chromium itself (DevTools' Page.getInstallabilityErrors,
 * what its install menu follows; since Chrome 108 on Android and 112 on desktop it asks for no service worker).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@frio/tooling/chromium';
import { productPath } from '@frio/shared/catalogue/product-path';
import { test, expect } from '../support/site.ts';
import { expectedProducts, listingPath } from '../support/catalogue-helpers.ts';
import { notFoundText } from '../support/routes.ts';

const product = expectedProducts('cobre')[0]!;

const documents = [
  { kind: 'a prerendered page', path: '/', status: 200 },
  { kind: 'a prerendered page', path: '/contacto', status: 200 },
  { kind: 'a rubro listing made by the pages function', path: listingPath('cobre'), status: 200 },
  { kind: "a product's page made by the pages function", path: productPath(product.key, product.nombre), status: 200 },
  { kind: 'the 404 of a made-up address', path: '/no-existe', status: 404 },
  { kind: "the pages function's 404", path: '/producto/99999999', status: 404 },
];

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's header: the 8-byte signature, then the IHDR chunk (length, type, width, height). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The manifest the page links, fetched over HTTP as the browser would, checked against the install criteria. */
async function linkedManifest(page: Page, request: APIRequestContext) {
  const links = page.locator('head link[rel="manifest"]');
  await expect(links).toHaveCount(1);
  const url = new URL((await links.getAttribute('href'))!, page.url());
  expect(url.origin).toBe(new URL(page.url()).origin);
  const response = await request.get(url.href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);
  return { url, manifest: (await response.json()) as Record<string, unknown> };
}

// Chromium offers no install in an incognito profile, and each of Playwright's contexts is one: these pages
// open in a browser with a profile of its own on disk.
let profile: string;
let browser: BrowserContext;
test.beforeAll(async ({ baseURL }) => {
  profile = mkdtempSync(path.join(os.tmpdir(), 'frio-install-'));
  browser = await chromium.launchPersistentContext(profile, {
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: chromiumArgs,
    baseURL,
    locale: 'es-AR',
  });
});
test.afterAll(async () => {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
});

for (const { kind, path: address, status } of documents) {
  test(`${kind} (${address}) links the web app manifest, and Chromium finds the site installable`, async ({
    request,
  }) => {
    const page = await browser.newPage();
    const manifestMessages: string[] = [];
    page.on('console', (message) => {
      if (/manifest|content security policy/i.test(message.text())) manifestMessages.push(message.text());
    });
    const response = await page.goto(address);
    expect(response?.status()).toBe(status);
    if (status === 404) await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText);
    const { url, manifest } = await linkedManifest(page, request);

    // Chromium's own verdict on this document: the manifest it parsed, and what would keep it from installing.
    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(parsed.url).toBe(url.href);
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(manifestMessages).toEqual([]);

    // The same criteria read by hand, so a failure names the field.
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Frío Entre Ríos',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'es-AR',
      theme_color: '#13417a',
    });
    expect(typeof manifest.short_name).toBe('string');
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    expect(manifest).not.toHaveProperty('prefer_related_applications');
    const icons = manifest.icons as ManifestIcon[];
    const purposes = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of icons) {
      const file = await request.get(new URL(icon.src, url).href);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
    }
    await page.close();
  });
}
