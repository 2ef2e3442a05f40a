/**
 * `pnpm catalogue:pages`: writes every listed product's document into the shell's output
 * (docs/product-pages.md), from the prerendered 404 document already there, and the sitemap with them.
 * `pnpm prerender` runs it after the routes; run it alone after `pnpm catalogue:import`:
 *
 *   pnpm catalogue:pages                                   the local database, into shell/dist
 *   pnpm catalogue:pages --site https://frio-shell.web.app [--origin https://www.example.com.ar] [--out dir]
 *
 * The database is the one the site's /firebase-config.json names (read over REST, as a visitor).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { planProductPages, readCatalogue, writeProductDocuments } from '../../backend/src/product-pages/generate.ts';
import { localFirebaseConfig } from '../../tooling/src/site-data.ts';
import { localUrl, units } from '../../tooling/src/units.ts';
import { root } from '../units-server.ts';
import { notFoundFile } from './site-documents.ts';
import { siteOrigin } from './site-fetch.ts';
import { writeSitemap } from './sitemap.ts';

/** The database the site reads: its deploy-time /firebase-config.json; the local backend's when none answers. */
async function databaseUrlOf(site: string): Promise<string> {
  try {
    const response = await fetch(new URL('/firebase-config.json', site));
    const config = (await response.json()) as { firebase?: { databaseURL?: string } };
    if (config.firebase?.databaseURL) return config.firebase.databaseURL;
  } catch {
    // not served: the local backend
  }
  return localFirebaseConfig().firebase.databaseURL;
}

/** The product documents and the sitemap with them; returns how many documents and how long it took. */
export async function writeProductPages(options: {
  site: string;
  origin: string;
  outDir: string;
}): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  const notFound = path.join(options.outDir, notFoundFile);
  if (!existsSync(notFound)) throw new Error(`${notFound} no existe: corré pnpm prerender primero`);
  const { productos, updatedAt } = await readCatalogue(await databaseUrlOf(options.site));
  const pages = planProductPages(productos, updatedAt);
  const paths = await writeProductDocuments({
    outDir: options.outDir,
    notFoundDocument: readFileSync(notFound, 'utf8'),
    origin: options.origin,
    pages,
  });
  writeSitemap(options.outDir, options.origin, paths);
  return { documents: paths.length, ms: performance.now() - started };
}

async function main() {
  const { values } = parseArgs({
    options: { site: { type: 'string' }, origin: { type: 'string' }, out: { type: 'string' } },
  });
  const site = values.site ?? localUrl(units.shell.port);
  const outDir = path.resolve(values.out ?? path.join(root, units.shell.dir, 'dist'));
  const result = await writeProductPages({ site, origin: await siteOrigin(site, values.origin), outDir });
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
