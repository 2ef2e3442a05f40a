/**
 * Every route's document, written into the shell's output by the server renderer (server-render.ts): the
 * fixed routes and the rubros, the 404, robots.txt, then the products' documents and the sitemap
 * (product-pages.ts). Only HTML files (and robots.txt, sitemap.xml) are rewritten, never the shell's JS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeBrotliCopy } from '../../tooling/src/brotli.ts';
import { documentFile, documentHeadTags, documentPaths, notFoundFile, shellFile } from './site-documents.ts';
import { documentMaker } from './server-render.ts';
import { readText, siteOrigin } from './site-fetch.ts';
import { robotsTxt } from './sitemap.ts';
import { writeProductPages } from './product-pages.ts';

/** A path no route has: its render is the 404 page. */
const notFoundProbe = '/__pagina-inexistente__';

function write(outDir: string, file: string, text: string) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  writeBrotliCopy(target);
}

export async function prerenderSite({ site, origin, outDir }: { site: string; origin?: string; outDir: string }) {
  const publicOrigin = await siteOrigin(site, origin);
  const shell = await readText(new URL(`/${shellFile}`, site).href);
  const maker = await documentMaker(site, publicOrigin, shell);
  const failures: string[] = [];
  const jobs = [
    ...documentPaths().map((route) => ({
      route,
      file: documentFile(route),
      headTags: documentHeadTags(publicOrigin, route),
    })),
    { route: notFoundProbe, file: notFoundFile, headTags: '<meta name="robots" content="noindex">' },
  ];
  for (const job of jobs) {
    try {
      const { text } = await maker.document(job.route, job.headTags);
      write(outDir, job.file, text);
      console.log(`prerender ${job.route.padEnd(36)} → ${job.file}`);
    } catch (error) {
      failures.push(`${job.route}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  write(outDir, 'robots.txt', robotsTxt(publicOrigin));
  try {
    const products = await writeProductPages({ maker, origin: publicOrigin, outDir });
    console.log(
      `prerender ${'/producto/…'.padEnd(36)} → ${products.documents} documentos (${Math.round(products.ms)} ms)`,
    );
  } catch (error) {
    failures.push(`/producto/…: ${error instanceof Error ? error.message : String(error)}`);
  }
  // A route that failed keeps its previous document (or none: hosting then serves the bare shell).
  if (failures.length > 0) throw new Error(`prerender failed for:\n${failures.join('\n')}`);
}
