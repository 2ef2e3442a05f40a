/**
 * Every listed product's document, made by the server renderer (server-render.ts) like every other page,
 * and the sitemap with them (docs/product-pages.md). `pnpm prerender` runs it after the routes; alone,
 * after `pnpm catalogue:import`:
 *
 *   pnpm catalogue:pages                                   the local site and database, into shell/dist
 *   pnpm catalogue:pages --site https://frio-shell.web.app [--origin https://www.example.com.ar] [--out dir]
 *
 * Writes `producto/<artículo>-<nombre>/index.html` (and its Brotli copy) per product, and a small document
 * at the bare `/producto/<artículo>` that leads there. The folder is emptied first: a product no longer
 * listed answers 404 again.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { recordEntries, toEligibleProduct } from '@frio/shared/catalogue';
import { listingRubro } from '@frio/shared/catalogue/product-page';
import { PRODUCT_PREFIX, productPath } from '@frio/shared/catalogue/product-path';
import { localUrl, units } from '../../tooling/src/units.ts';
import { root } from '../units-server.ts';
import { documentMaker, type DocumentMaker } from './server-render.ts';
import { documentHeadTags, shellFile } from './site-documents.ts';
import { readText, siteOrigin } from './site-fetch.ts';
import { writeSitemap } from './sitemap.ts';

/**
 * Brotli quality of the local copies (served by the local servers, as hosting serves Brotli): 5 takes
 * about 3 ms for a product's document where 11 takes over 100 ms, for 8 % more bytes. Firebase Hosting
 * compresses the documents itself and ignores the copies.
 */
const BROTLI_QUALITY = 5;
/** Documents rendered and written at once (zlib's thread pool spreads the compression over the cores). */
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

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/** The document at the bare `/producto/<artículo>`: it leads to the product's address at once (no script needed). */
export function bareAddressDocument(origin: string, product: { key: string; nombre: string }): string {
  const target = productPath(product.key, product.nombre);
  const url = html(new URL(target, origin).href);
  const name = html(product.nombre);
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>${name}</title><link rel="canonical" href="${url}"><meta http-equiv="refresh" content="0; url=${html(target)}"></head><body><p><a href="${html(target)}">${name}</a></p></body></html>\n`;
}

interface Listed {
  key: string;
  nombre: string;
  rubro: string;
}

/** The products a page is made for: those SPEC §5 lists in a rubro, in article order, with their rubro. */
function listedProducts(productos: unknown): Listed[] {
  const listed: Listed[] = [];
  for (const [key, record] of recordEntries(productos)) {
    const product = toEligibleProduct(record, key);
    const rubro = product && listingRubro(product.nombre);
    if (product && rubro) listed.push({ key, nombre: product.nombre, rubro });
  }
  return listed;
}

/** The product documents and the sitemap with them; returns how many documents and how long it took. */
export async function writeProductPages(options: {
  maker: DocumentMaker;
  origin: string;
  outDir: string;
}): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  const { maker, origin, outDir } = options;
  // One read of the collection for every page (a page on request reads its own product instead).
  await maker.preload('productos');
  const products = listedProducts(await maker.read('productos'));
  const folder = path.join(outDir, PRODUCT_PREFIX);
  rmSync(folder, { recursive: true, force: true });
  const paths = products.map((product) => productPath(product.key, product.nombre));
  for (let start = 0; start < products.length; start += BATCH) {
    await Promise.all(
      products.slice(start, start + BATCH).map(async (product) => {
        const canonical = productPath(product.key, product.nombre);
        const headTags = documentHeadTags(origin, canonical, `/productos/insumos/${product.rubro}`);
        const { status, text } = await maker.document(canonical, headTags);
        if (status !== 200) throw new Error(`${canonical}: the renderer answered ${status}`);
        await writeWithCopy(path.join(outDir, decodeURIComponent(canonical), 'index.html'), text);
        const bare = `${PRODUCT_PREFIX}${encodeURIComponent(product.key)}`;
        if (bare !== canonical)
          await writeWithCopy(path.join(folder, product.key, 'index.html'), bareAddressDocument(origin, product));
      }),
    );
  }
  writeSitemap(outDir, origin, paths);
  return { documents: paths.length, ms: performance.now() - started };
}

async function main() {
  const { values } = parseArgs({
    options: { site: { type: 'string' }, origin: { type: 'string' }, out: { type: 'string' } },
  });
  const site = values.site ?? localUrl(units.shell.port);
  const outDir = path.resolve(values.out ?? path.join(root, units.shell.dir, 'dist'));
  const origin = await siteOrigin(site, values.origin);
  const maker = await documentMaker(site, origin, await readText(new URL(`/${shellFile}`, site).href));
  const result = await writeProductPages({ maker, origin, outDir });
  console.log(`productos: ${result.documents} documentos en ${(result.ms / 1000).toFixed(1)} s → ${outDir}/producto/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
