/**
 * `pnpm prerender`: writes every route's HTML document into the shell's output, from the units as they
 * are served (deployed), in a real browser. It rewrites only HTML files (and robots.txt, sitemap.xml),
 * never the shell's JS. A unit's release runs it after publishing, then deploys the shell site's files.
 *
 *   pnpm prerender                         serve the local builds on their ports (and the demo database,
 *                                          unless one answers on its port), prerender, stop
 *   pnpm prerender --site https://frio-shell.web.app [--origin https://www.example.com.ar]
 *                                          read a running/deployed site instead
 *   --out <dir>                            where to write (default shell/dist)
 *
 * How: for each route the browser loads the bare shell (app.html, read from the site) at the route's URL
 * with `__FRIO_PRERENDER__` set; the shell then renders the app with React's static renderer (after the
 * route's remote page has loaded) and hands back the HTML, which hydrateRoot takes over in visitors'
 * browsers. The site origin comes from --origin, else the site's deploy-time /site.json, else --site.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { composeDocument, prerenderTemplate } from '../tooling/src/prerender-document.ts';
import { writeBrotliCopy } from '../tooling/src/brotli.ts';
import { backendPorts, localUrl, units } from '../tooling/src/units.ts';
import { seedData, startDatabase } from '../backend/src/database-server.ts';
import {
  documentFile,
  documentHeadTags,
  documentPaths,
  notFoundFile,
  robotsTxt,
  shellFile,
} from '../shell/src/lib/documents/site-documents.ts';
import { root, serveAll } from './units-server.ts';
import { portOpen } from './port-open.ts';
import { writeProductPages } from './product-pages.ts';

/** What the shell's main.tsx reads and sets in the prerender's browser. */
interface PrerenderWindow {
  __FRIO_PRERENDER__?: boolean;
  __frioPrerendered?: Promise<string>;
}
declare const window: PrerenderWindow & Window;

/** A path no route has: its render is the 404 page. */
const notFoundProbe = '/__pagina-inexistente__';
const renderTimeoutMs = 30_000;

async function readText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function siteOrigin(site: string, given: string | undefined): Promise<string> {
  if (given) return new URL(given).origin;
  try {
    const { origin } = JSON.parse(await readText(new URL('/site.json', site).href)) as { origin?: string };
    if (origin) return new URL(origin).origin;
  } catch {
    // no site.json: the site's own origin
  }
  return new URL(site).origin;
}

interface Rendered {
  html: string;
  stylesheets: Array<{ href: string; css: string }>;
}

/** Each stylesheet's text, fetched once per prerender. */
const stylesheetTexts = new Map<string, Promise<string>>();
const stylesheetText = (href: string) => {
  if (!stylesheetTexts.has(href)) stylesheetTexts.set(href, readText(href));
  return stylesheetTexts.get(href)!;
};

async function renderRoute(browser: Browser, site: string, template: string, route: string): Promise<Rendered> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-AR' });
  try {
    await context.addInitScript(() => {
      window.__FRIO_PRERENDER__ = true;
    });
    const page = await context.newPage();
    if (process.env.FRIO_PRERENDER_DEBUG)
      page.on('console', (message) => console.log(`  [${route}] ${message.type()}: ${message.text()}`));
    const url = new URL(route, site).href;
    // The route's URL answers with the bare shell, whatever the site serves there now (an older snapshot).
    await page.route(url, (request) => request.fulfill({ status: 200, contentType: 'text/html', body: template }));
    await page.goto(url);
    await page.waitForFunction(() => window.__frioPrerendered !== undefined, undefined, { timeout: renderTimeoutMs });
    const html = await page.evaluate(
      (ms) =>
        Promise.race([
          window.__frioPrerendered!,
          new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`no render in ${ms} ms`)), ms)),
        ]),
      renderTimeoutMs,
    );
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    );
    const stylesheets = await Promise.all(hrefs.map(async (href) => ({ href, css: await stylesheetText(href) })));
    return { html, stylesheets };
  } finally {
    await context.close();
  }
}

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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      // The bare shell is handed to the page by the script (request.fulfill), which Chromium counts as a
      // public document; a local site's remotes on localhost would then be blocked as local network access.
      '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults',
    ],
  });
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

/**
 * The rubro documents hold their first rows, read from the database the site names: a local prerender
 * reads the local one. Unless one answers on its port (a running `start`, the bench's), the demo
 * database is started here, seeded as `start` and the tests seed theirs, so the rows and the stamp the
 * documents hold are the ones those will serve. Returns how to stop it.
 */
async function ensureLocalDatabase(): Promise<() => Promise<void>> {
  const port = backendPorts.database;
  if (await portOpen(port, 500)) return async () => {};
  const server = await startDatabase(port, seedData());
  return () => server.close();
}

async function main() {
  const { values } = parseArgs({
    options: { site: { type: 'string' }, origin: { type: 'string' }, out: { type: 'string' } },
  });
  const outDir = path.resolve(values.out ?? path.join(root, units.shell.dir, 'dist'));
  let servers: Map<string, PreviewServer> | undefined;
  let stopDatabase = async () => {};
  if (!values.site) [servers, stopDatabase] = await Promise.all([serveAll(), ensureLocalDatabase()]);
  try {
    await prerenderSite({ site: values.site ?? localUrl(units.shell.port), origin: values.origin, outDir });
  } finally {
    if (servers) await Promise.all([...servers.values()].map((server) => server.close()));
    await stopDatabase();
  }
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
