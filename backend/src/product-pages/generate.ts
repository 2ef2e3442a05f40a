/**
 * Every listed product's document (issue #23, docs/product-pages.md): reads the public catalogue over
 * the database's REST API, plans each product's page (its rubro, up to eight related products, the
 * price date) and writes `producto/<artículo>-<nombre>/index.html`, its Brotli copy, and a small
 * document at the bare `/producto/<artículo>` that leads there.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { compareByName, recordEntries, toEligibleProduct } from '@frio/shared/catalogue';
import { PRODUCT_PREFIX, productPath } from '@frio/shared/catalogue/product-path';
import {
  listingRubro,
  publicProduct,
  relatedProducts,
  type ProductPageData,
} from '@frio/shared/catalogue/product-page';
import type { Product } from '@frio/shared/types';
import { bareAddressDocument, productDocument, productTemplate } from './document.ts';

/** Every listed product's page data, in article order: a product is listed when SPEC §5 lists it in a rubro. */
export function planProductPages(productos: unknown, updatedAt: number | null): ProductPageData[] {
  const listed: Array<{ product: Product; rubro: NonNullable<ReturnType<typeof listingRubro>> }> = [];
  const peers = new Map<string, Product[]>();
  for (const [key, record] of recordEntries(productos)) {
    const product = toEligibleProduct(record, key);
    const rubro = product && listingRubro(product.nombre);
    if (!product || !rubro) continue;
    listed.push({ product, rubro });
    const group = `${rubro}/${product.idSubrubro}`;
    const list = peers.get(group);
    if (list) list.push(product);
    else peers.set(group, [product]);
  }
  for (const list of peers.values()) list.sort(compareByName);
  return listed.map(({ product, rubro }) => ({
    product: publicProduct(product),
    rubro,
    related: relatedProducts(product, peers.get(`${rubro}/${product.idSubrubro}`) ?? []).map(publicProduct),
    updatedAt,
  }));
}

/** A public path of the database over REST (`databaseUrl` as the site's config names it, `?ns=` kept). */
async function readRest(databaseUrl: string, dbPath: string): Promise<unknown> {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${dbPath}.json`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${dbPath}: HTTP ${response.status} (${url.origin})`);
  return response.json();
}

/** The public catalogue the documents are made from: `productos` and the price date. */
export async function readCatalogue(databaseUrl: string): Promise<{ productos: unknown; updatedAt: number | null }> {
  const [productos, stamp] = await Promise.all([
    readRest(databaseUrl, 'productos'),
    readRest(databaseUrl, 'catalogo/actualizado'),
  ]);
  return { productos, updatedAt: typeof stamp === 'number' ? stamp : null };
}

/**
 * Brotli quality of the local copies (served by the local servers, as hosting serves Brotli): 5 takes
 * about 3 ms for a product's document where 11, what a static host stores, takes over 100 ms, for 8 %
 * more bytes. Firebase Hosting compresses the documents itself and ignores the copies.
 */
const BROTLI_QUALITY = 5;
/** Documents compressed at once (zlib's thread pool spreads them over the cores). */
const BATCH = 64;

const compress = promisify(brotliCompress);

async function writeWithCopy(file: string, text: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(text);
  writeFileSync(file, bytes);
  if (bytes.length < 1024) return;
  const copy = await compress(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  await writeFile(`${file}.br`, copy);
}

/**
 * Writes every page's document into `outDir/producto/` (emptied first: a product no longer listed
 * answers 404 again), from the prerendered 404 document. Returns the canonical paths, for the sitemap.
 */
export async function writeProductDocuments(options: {
  outDir: string;
  notFoundDocument: string;
  origin: string;
  pages: readonly ProductPageData[];
}): Promise<string[]> {
  const { outDir, origin, pages } = options;
  const template = productTemplate(options.notFoundDocument);
  const folder = path.join(outDir, PRODUCT_PREFIX);
  rmSync(folder, { recursive: true, force: true });
  const paths: string[] = [];
  for (let start = 0; start < pages.length; start += BATCH) {
    const writes: Array<Promise<void>> = [];
    for (const data of pages.slice(start, start + BATCH)) {
      const canonical = productPath(data.product.key, data.product.nombre);
      paths.push(canonical);
      const file = path.join(outDir, decodeURIComponent(canonical), 'index.html');
      writes.push(writeWithCopy(file, productDocument(template, origin, data)));
      const bare = `${PRODUCT_PREFIX}${encodeURIComponent(data.product.key)}`;
      if (bare !== canonical)
        writes.push(
          writeWithCopy(path.join(folder, data.product.key, 'index.html'), bareAddressDocument(origin, data)),
        );
    }
    await Promise.all(writes);
  }
  return paths;
}
