/**
 * Every route's document, written into the shell's output from the units as the site serves them: the
 * fixed routes and the rubros in the browser (render-route.ts), the 404, robots.txt, then the products'
 * documents and the sitemap (product-pages.ts). Only HTML files (and robots.txt, sitemap.xml) are
 * rewritten, never the shell's JS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeDocument, prerenderTemplate } from '../../tooling/src/prerender-document.ts';
import { writeBrotliCopy } from '../../tooling/src/brotli.ts';
import { documentFile, documentHeadTags, documentPaths, notFoundFile, shellFile } from './site-documents.ts';
import { launchBrowser, renderRoute } from './render-route.ts';
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
  const template = prerenderTemplate(shell, publicOrigin);
  const browser = await launchBrowser();
  const failures: string[] = [];
  try {
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
        const rendered = await renderRoute(browser, site, template, job.route);
        write(outDir, job.file, composeDocument(shell, { ...rendered, headTags: job.headTags, origin: publicOrigin }));
        console.log(`prerender ${job.route.padEnd(36)} → ${job.file}`);
      } catch (error) {
        failures.push(`${job.route}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
  write(outDir, 'robots.txt', robotsTxt(publicOrigin));
  // The products' documents are written as strings from the 404 document, not in the browser
  // (docs/product-pages.md); the sitemap names them with the routes.
  try {
    const products = await writeProductPages({ site, origin: publicOrigin, outDir });
    console.log(
      `prerender ${'/producto/…'.padEnd(36)} → ${products.documents} documentos (${Math.round(products.ms)} ms)`,
    );
  } catch (error) {
    failures.push(`/producto/…: ${error instanceof Error ? error.message : String(error)}`);
  }
  // A route that failed keeps its previous document (or none: hosting then serves the bare shell).
  if (failures.length > 0) throw new Error(`prerender failed for:\n${failures.join('\n')}`);
}
