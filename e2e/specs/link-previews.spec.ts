/**
 * Link previews: every route family's documents name their own image, the build wrote each as a 1200×630
 * PNG the site serves, everything but the background sits in the centre square that WhatsApp keeps, and
 * each served image is the one `drawPreviewImage` draws with the bundled Roboto. A product's page names
 * its own image, drawn on request by the pages function.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { localUrl, units } from '@frio/tooling/units';
import { drawPreviewImage } from '@frio/renderer/preview-image';
import {
  previewFamilies,
  previewFamilyFor,
  previewImageFile,
  previewImageFor,
  previewImageSize,
} from '@frio/shared/link-previews';
import { documentPaths, rubroPaths } from '@frio/renderer/site-documents';
import { test, expect } from '../support/site.ts';
import { parseHtml } from '@frio/renderer/html-document';
import { fetchDocument } from '../support/documents.ts';
import { productPath } from '@frio/shared/catalogue/product-path';
import { expectedProducts } from '../support/catalogue-helpers.ts';
import { rubros } from '@frio/shared/types';

const origin = new URL(localUrl(units.shell.port)).origin;
const mark = readFileSync(new URL('../../shell/public/favicon.svg', import.meta.url), 'utf8');

/** The square WhatsApp keeps (centre, 630×630), plus a margin on each side. */
const square = {
  left: (previewImageSize.width - previewImageSize.height) / 2 - 10,
  right: (previewImageSize.width + previewImageSize.height) / 2 + 10,
};

async function servedPng(request: APIRequestContext, file: string): Promise<Buffer> {
  const response = await request.get(file);
  expect(response.status(), file).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return response.body();
}

/**
 * Decodes the PNG in the browser and, row by row, counts the pixels outside the square that differ from
 * the row's first pixel (the background is a top-to-bottom gradient: one colour per row) and those inside
 * that do: the first must be none, the second many (the logo and the title are there).
 */
async function pixelsOffBackground(page: Page, png: Buffer) {
  return page.evaluate(
    async ({ base64, square }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let outside = 0;
      let inside = 0;
      for (let y = 0; y < image.height; y++) {
        const row = y * image.width * 4;
        for (let x = 0; x < image.width; x++) {
          const at = row + x * 4;
          // A tolerance of 3 per channel: the gradient's dithering; text or a logo differ by far more.
          const differs = [0, 1, 2].some((channel) => Math.abs(data[at + channel]! - data[row + channel]!) > 3);
          if (!differs) continue;
          if (x < square.left || x >= square.right) outside++;
          else inside++;
        }
      }
      return { outside, inside };
    },
    { base64: png.toString('base64'), square },
  );
}

test("each route family's documents name their own image, absolute, for Open Graph and X", async ({ request }) => {
  const imageOf = new Map<string, string>();
  for (const path of [...documentPaths(), ...rubroPaths()]) {
    const { status, html } = await fetchDocument(request, path);
    expect(status, path).toBe(200);
    // The <head> as crawlers read it: the served text, no script run.
    const head = parseHtml(html).querySelector('head')!;
    const content = (selector: string) => head.querySelector(`meta[${selector}]`)?.getAttribute('content');
    const image = `${origin}${previewImageFor(path)}`;
    expect(content('property="og:image"'), path).toBe(image);
    expect(content('name="twitter:image"'), path).toBe(image);
    expect(content('property="og:image:width"')).toBe('1200');
    expect(content('property="og:image:height"')).toBe('630');
    expect(content('property="og:image:alt"')).toContain(previewFamilyFor(path).title);
    expect(head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
    imageOf.set(path, image);
  }
  const distinct = ['/', '/productos', '/productos/transporte', '/calculadora-aire-acondicionado', '/faq'];
  distinct.push(...rubroPaths());
  expect(new Set(distinct.map((path) => imageOf.get(path))).size).toBe(distinct.length);
  expect(imageOf.get('/productos/insumos/cobre')).toBe(`${origin}/og/insumos-cobre.png`);
});

test('the build wrote every family image: a distinct 1200×630 PNG, served by the site', async ({ request }) => {
  const hashes = new Set<string>();
  for (const family of previewFamilies) {
    const png = await servedPng(request, previewImageFile(family));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], family.id).toEqual([1200, 630]);
    expect(png.length, family.id).toBeLessThanOrEqual(150 * 1024);
    hashes.add(createHash('sha256').update(png).digest('hex'));
  }
  expect(hashes.size).toBe(previewFamilies.length);
});

test('outside the centre square every image is background only; the logo and text are inside', async ({
  request,
  page,
}) => {
  for (const family of previewFamilies) {
    const counts = await pixelsOffBackground(page, await servedPng(request, previewImageFile(family)));
    expect(counts.outside, `${family.id}: pixels outside the square`).toBe(0);
    expect(counts.inside, `${family.id}: pixels of text and logo`).toBeGreaterThan(20_000);
  }
});

// drawPreviewImage refuses a glyph missing from the bundled font, a title over three lines and anything
// outside the square (renderer/src/preview-image/draw.test.ts); the same bytes show the build used it.
test('each served image is the one drawn in Node from its family with the bundled font', async ({ request }) => {
  for (const family of previewFamilies) {
    const served = await servedPng(request, previewImageFile(family));
    const drawn = await drawPreviewImage(family, { mark });
    expect(served.equals(drawn), family.id).toBe(true);
  }
});

/** A served document's link-preview tags and its JSON-LD Product's image, as a crawler reads them. */
function previewTags(html: string) {
  const head = parseHtml(html).querySelector('head')!;
  const content = (selector: string) => head.querySelector(`meta[${selector}]`)?.getAttribute('content');
  const product = [...parseHtml(html).querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent) as { '@type': string; image?: string })
    .find((block) => block['@type'] === 'Product');
  return {
    image: content('property="og:image"'),
    twitter: content('name="twitter:image"'),
    alt: content('property="og:image:alt"'),
    jsonLd: product?.image,
  };
}

/** The longest name among the listed demo products: the image cuts it at a word. */
const longest = rubros
  .flatMap((rubro) => expectedProducts(rubro))
  .reduce((long, product) => (product.nombre.length > long.nombre.length ? product : long));

test("each product's page names its own image: its name, code, price and stock, 1200×630, inside the square", async ({
  request,
  page,
}, testInfo) => {
  const products = [expectedProducts('cobre')[0]!, expectedProducts('gas')[0]!, longest];
  const images: Buffer[] = [];
  for (const product of products) {
    const path = productPath(product.key, product.nombre);
    const { status, html } = await fetchDocument(request, path);
    expect(status, path).toBe(200);
    const tags = previewTags(html);
    expect(tags.image, path).toMatch(new RegExp(`^${origin}/og/producto/${product.key}/\\d+\\.png$`));
    expect(tags.twitter).toBe(tags.image);
    expect(tags.jsonLd).toBe(tags.image);
    expect(tags.alt).toContain(product.nombre);
    expect(tags.alt).toMatch(/\$\s?[\d.]+, precio de lista al \d\d\/\d\d\/\d{4}\. En stock\./);
    const png = await servedPng(request, new URL(tags.image!).pathname);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
    expect(png.length, path).toBeLessThanOrEqual(150 * 1024);
    const counts = await pixelsOffBackground(page, png);
    expect(counts.outside, `${path}: pixels outside the square`).toBe(0);
    expect(counts.inside, `${path}: pixels of text and logo`).toBeGreaterThan(20_000);
    images.push(png);
    // What WhatsApp shows: the centre square, saved for a person to look at.
    await page.setViewportSize({ width: 630, height: 630 });
    await page.setContent(
      `<body style="margin:0;overflow:hidden"><img style="margin-left:-285px" src="data:image/png;base64,${png.toString('base64')}"></body>`,
    );
    await page.screenshot({ path: testInfo.outputPath(`producto-${product.key}-cuadrado.png`) });
  }
  expect(new Set(images.map((png) => createHash('sha256').update(png).digest('hex'))).size).toBe(images.length);
});
