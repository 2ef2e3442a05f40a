/**
 * What crawlers and link previews get: each route's HTML as served (plain HTTP, no JavaScript) holds the
 * page, its own head tags, robots.txt and sitemap.xml agree with the route table, unknown paths are 404.
 */
import { contact } from '@frio/shared/contact';
import { localUrl, units } from '@frio/tooling/units';
import { rubros } from '@frio/shared/types';
import { previewImageFor } from '@frio/shared/link-previews';
import { isIndexable } from '@frio/shared/routes';
import { documentPaths, rubroPaths } from '@frio/renderer/site-documents';
import { test, expect } from '../support/site.ts';
import { fetchDocument, parseHtml } from '../support/documents.ts';
import { expectedProducts } from '../support/catalogue-helpers.ts';
import { productPath } from '@frio/shared/catalogue/product-path';
import { notFoundText } from '../support/routes.ts';

/** The site's origin, as the prerender read it from /site.json. */
const origin = new URL(localUrl(units.shell.port)).origin;

for (const path of documentPaths()) {
  test(`${path}: the served HTML has the page, its own title, description, canonical and Open Graph`, async ({
    request,
    browser,
  }) => {
    const { status, html } = await fetchDocument(request, path);
    expect(status).toBe(200);
    const doc = await parseHtml(browser, html);
    const meta = (selector: string) => doc.locator(`head meta[${selector}]`);
    await expect(doc.locator('title')).toHaveCount(1);
    await expect(meta('name="description"')).toHaveCount(1);
    const title = await doc.title();
    const description = (await meta('name="description"').getAttribute('content')) ?? '';
    expect(title).not.toBe('Frío Entre Ríos');
    expect(description.length).toBeGreaterThan(20);
    await expect(doc.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
    await expect(meta('property="og:url"')).toHaveAttribute('content', `${origin}${path}`);
    await expect(meta('property="og:title"')).toHaveAttribute('content', title);
    await expect(meta('property="og:description"')).toHaveAttribute('content', description);
    await expect(meta('property="og:type"')).toHaveAttribute('content', 'website');
    await expect(meta('property="og:locale"')).toHaveAttribute('content', 'es_AR');
    await expect(meta('property="og:site_name"')).toHaveAttribute('content', contact.businessName);
    // The family's image: link-previews.spec.ts checks the images themselves.
    await expect(meta('property="og:image"')).toHaveAttribute('content', `${origin}${previewImageFor(path)}`);
    await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta('name="robots"')).toHaveCount(isIndexable(path) ? 0 : 1);
    // The page itself, before any script: navbar, footer, the page's heading.
    await expect(doc.getByRole('banner').getByRole('link', { name: /Frío Entre Ríos/ })).toHaveAttribute('href', '/');
    await expect(doc.getByRole('contentinfo')).toContainText(contact.phoneDisplay);
    await expect(doc.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    const rubro = rubros.find((name) => path === `/productos/insumos/${name}`);
    if (rubro) {
      expect(title).toBe(`Productos (${rubro.toUpperCase()})`);
      await expect(doc.getByRole('main').getByRole('searchbox')).toHaveCount(1);
    }
    await doc.context().close();
  });
}

test('robots.txt names the sitemap, and the sitemap lists exactly the indexable routes', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const robotsText = await robots.text();
  expect(robotsText).toMatch(/^User-agent: \*$/m);
  expect(robotsText).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = [...documentPaths().filter(isIndexable), ...rubroPaths()].map((path) => `${origin}${path}`);
  const products = locs.filter((loc) => loc!.startsWith(`${origin}/producto/`));
  expect(locs.filter((loc) => !products.includes(loc)).sort()).toEqual(expected.sort());
  // Then every listed product's own page, once.
  const listed = new Map(rubros.flatMap((rubro) => expectedProducts(rubro)).map((p) => [p.key, p]));
  expect(products.sort()).toEqual([...listed.values()].map((p) => `${origin}${productPath(p.key, p.nombre)}`).sort());
  for (const rubro of rubros) expect(locs).toContain(`${origin}/productos/insumos/${rubro}`);
});

for (const path of [
  '/no-existe',
  '/productos/insumos/cobre/otra-cosa',
  '/FAQ',
  // Addresses with a file extension that the site does not hold.
  '/nada.html',
  '/wp-login.php',
  '/apple-touch-icon-precomposed.png',
]) {
  test(`${path} answers HTTP 404 with the 404 text in its HTML`, async ({ request, browser }) => {
    const { status, html } = await fetchDocument(request, path);
    expect(status).toBe(404);
    const doc = await parseHtml(browser, html);
    await expect(doc.getByRole('heading', { level: 1 })).toHaveText(notFoundText);
    await expect(doc.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await doc.context().close();
  });
}

test('the icons browsers ask for by name are there', async ({ request }) => {
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO header
  const { html } = await fetchDocument(request, '/');
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
});

async function jsonLd(
  request: Parameters<typeof fetchDocument>[0],
  browser: Parameters<typeof parseHtml>[0],
  path: string,
) {
  const doc = await parseHtml(browser, (await fetchDocument(request, path)).html);
  const blocks = await doc.locator('script[type="application/ld+json"]').allTextContents();
  await doc.context().close();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const path of ['/', '/contacto']) {
  test(`${path} carries the business as JSON-LD LocalBusiness from the contact module`, async ({
    request,
    browser,
  }) => {
    const [business] = (await jsonLd(request, browser, path)).filter((block) => block['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: contact.businessName,
      telephone: `+${contact.phoneE164}`,
      email: contact.email,
      hasMap: contact.maps,
      sameAs: [contact.instagram, contact.facebook],
      address: {
        streetAddress: contact.street,
        addressLocality: contact.town,
        addressRegion: contact.province,
        addressCountry: 'AR',
      },
    });
  });
}

test('/faq carries its questions as JSON-LD FAQPage', async ({ request, browser }) => {
  const [faq] = (await jsonLd(request, browser, '/faq')).filter((block) => block['@type'] === 'FAQPage');
  const doc = await parseHtml(browser, (await fetchDocument(request, '/faq')).html);
  const questions = await doc.locator('main summary').allTextContents();
  await doc.context().close();
  const entities = (faq?.mainEntity ?? []) as Array<{ name: string; acceptedAnswer: { text: string } }>;
  expect(entities.map((entity) => entity.name)).toEqual(questions);
  for (const entity of entities) expect(entity.acceptedAnswer.text.length).toBeGreaterThan(10);
});
