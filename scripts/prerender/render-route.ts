/**
 * The prerender's browser: for each route it loads the bare shell (app.html, read from the site) at the
 * route's URL with `__FRIO_PRERENDER__` set; the shell then renders the app with React's static renderer
 * (after the route's remote page has loaded) and hands back the HTML, which hydrateRoot takes over in
 * visitors' browsers.
 */
import { chromium, type Browser } from 'playwright-core';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { stylesheetText } from './stylesheets.ts';

/** What the shell's main.tsx reads and sets in the prerender's browser. */
interface PrerenderWindow {
  __FRIO_PRERENDER__?: boolean;
  __frioPrerendered?: Promise<string>;
}
declare const window: PrerenderWindow & Window;

const renderTimeoutMs = 30_000;

export interface Rendered {
  html: string;
  stylesheets: Array<{ href: string; css: string }>;
}

/** The tests' Chromium (tooling/src/chromium.ts: CHROMIUM_PATH, else the one `pnpm browser` chose), headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireChromiumPath(),
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
}

/** One route's rendered body and the stylesheets its page linked. */
export async function renderRoute(browser: Browser, site: string, template: string, route: string): Promise<Rendered> {
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
