/**
 * JavaScript takes the prerendered page over (hydrateRoot) without a mismatch, an error or a shift, and
 * without losing what the visitor did meanwhile.
 */
import type { Page } from '@playwright/test';
import { routePaths } from '../support/routes.ts';
import { settled } from '../support/settled.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { test, expect, mainHeading } from '../support/site.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { toContactoAndBack } from '../support/scroll.ts';
import { fetchDocument } from '../support/documents.ts';
import { expectedProducts } from '../support/catalogue-helpers.ts';
import { productPath } from '@frio/shared/catalogue/product-path';

/** The request that starts the app: held, a page shows only what the server sent. */
const appStart = '**/mf-entry-bootstrap-*.js';

/** Opens `path` with the app's start held (as before any script has run); `release()` lets it start. */
async function openBeforeScripts(page: Page, path: string) {
  const release = await holdRequests(page, appStart);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** The app has taken over: React's props are on the prerendered nodes (hydrated, not replaced). */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector('header');
        return header !== null && Object.keys(header).some((key) => key.startsWith('__react'));
      }),
    )
    .toBe(true);
}

/** Playwright's own notice where it blocks the site's service worker (playwright.config.ts): not the page's. */
const blockedWorker = 'Service Worker registration blocked by Playwright';

for (const { path } of routePaths) {
  test(`${path} hydrates with no hydration warning or page error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (text === blockedWorker) return;
      if (message.type() === 'error' || message.type() === 'warning' || text.includes('[prerender]'))
        problems.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const work = watchPageWork(page);
    await page.goto(path);
    await mainHeading(page);
    await expectHydrated(page);
    await work.done();
    expect(problems).toEqual([]);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`/ loads with no layout shift at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const work = watchPageWork(page);
    await page.goto('/');
    await mainHeading(page);
    await settled(page, work);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });
}

test('the logo keeps its place on a phone while the app takes over', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The bare shell (app.html, for a route without its own document) shows the static frame first.
  const release = await openBeforeScripts(page, '/app.html');
  const frameLogo = page.locator('#root .boot-brand svg');
  await frameLogo.waitFor();
  const before = await frameLogo.boundingBox();
  release();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  const after = await page
    .getByRole('banner')
    .getByRole('link', { name: /Frío Entre Ríos/ })
    .boundingBox();
  expect(after!.x).toBe(before!.x);
});

test('a link clicked before the scripts have run still takes the visitor there', async ({ page }) => {
  const release = await openBeforeScripts(page, '/');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros' }).click();
  await expect(page).toHaveURL('/nosotros');
  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('Back returns to where the visitor had scrolled before the scripts had run', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await openBeforeScripts(page, '/faq');
  await mainHeading(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  release();
  await expectHydrated(page);
  await toContactoAndBack(page, 400);
});

/** When the page first painted, and when it first asked for a script of the app (ms since navigation). */
async function paintAndFirstAppScript(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    ),
  }));
}

test('a prerendered page asks for no script before it paints, its one inline script the start; a bare one asks at once', async ({
  page,
}) => {
  for (const path of ['/', '/faq', '/productos/insumos/cobre']) {
    const response = await page.goto(path);
    const html = await response!.text();
    // One <script> without a file, the last thing of <body>: the start script, allowed by its hash
    // (JSON-LD and data blocks are not scripts that run).
    const inline = html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/g);
    expect(inline, path).toEqual(['<script>']);
    expect(html.slice(html.lastIndexOf('<script>')), path).toMatch(
      /^<script>\(function[\s\S]*getElementById\('app-start'\)[\s\S]*<\/script>\s*<\/body>\s*<\/html>\s*$/,
    );
    expect(html, path).toContain('<template id="app-start">');
    await expectHydrated(page);
    const { paint, firstScript } = await paintAndFirstAppScript(page);
    expect(paint, path).not.toBeNull();
    expect(firstScript, path).toBeGreaterThanOrEqual(paint!);
  }
  // The bare shell (app.html, for a route without its own document) has nothing to paint but the
  // frame: its scripts do not wait.
  const html = await (await page.goto('/app.html'))!.text();
  expect(html).not.toContain('<template id="app-start">');
  await expectHydrated(page);
  const { paint, firstScript } = await paintAndFirstAppScript(page);
  expect(firstScript).toBeLessThan(paint!);
});

test('the menu button cannot be tapped before the scripts have run; once they have, a tap opens the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await openBeforeScripts(page, '/faq');
  await mainHeading(page);
  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  // Disabled in the document: a tap now would reach no handler, so none can be made and none is lost.
  await expect(menuButton).toBeDisabled();
  release();
  await menuButton.click();
  await expect(page.locator('#menu-compacto')).toBeVisible();
  await expect(page.locator('#menu-compacto').getByRole('link', { name: 'Nosotros' })).toBeVisible();
});

/**
 * The served page and the app's are one: the nodes the server sent are the ones React takes over (not
 * replaced), with no recoverable-error report, and the related products it served are the app's.
 */
test('a product page and a listing keep their served nodes through hydration', async ({ page, request }) => {
  const product = expectedProducts('cobre')[0]!;
  const productUrl = productPath(product.key, product.nombre);
  for (const path of [productUrl, '/productos/insumos/cobre']) {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.text().includes('[prerender]')) reports.push(message.text());
    });
    const release = await openBeforeScripts(page, path);
    // Mark the served nodes before any script of the app has run.
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await heading.waitFor();
    await page.evaluate(() => {
      for (const node of document.querySelectorAll('main h1, main li'))
        (node as Element & { __served?: boolean }).__served = true;
    });
    release();
    await expectHydrated(page);
    // React's props on the very nodes the server sent.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const h1 = document.querySelector('main h1') as (Element & { __served?: boolean }) | null;
          return h1?.__served === true && Object.keys(h1).some((key) => key.startsWith('__react'));
        }),
      )
      .toBe(true);
    expect(reports, path).toEqual([]);
    page.removeAllListeners('console');
    await page.unroute(appStart);
  }
  // The related products the server wrote are the ones the app shows.
  const served = (await fetchDocument(request, productUrl)).html;
  const related = page.getByRole('region', { name: 'Productos relacionados' }).getByRole('link');
  await page.goto(productUrl);
  await expectHydrated(page);
  const shown = await related.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) expect(served).toContain(`>${name.replace(/&/g, '&amp;')}</a>`);
});

/**
 * What the served page looks like is what the app keeps: the remote's own stylesheets, which arrive with
 * its scripts in an order the page does not choose, change no size or spacing of a served node.
 */
test('a product page and a listing keep their served look once the remote’s stylesheets have loaded', async ({
  page,
}) => {
  type Look = [id: number, node: string, style: string];
  const looks = () =>
    page.evaluate(() => {
      const properties = ['font-size', 'font-weight', 'line-height', 'margin', 'padding', 'gap', 'display'];
      return [...document.querySelectorAll('main *')].flatMap((node): Look[] => {
        const id = (node as Element & { __lookId?: number }).__lookId;
        if (id === undefined) return [];
        const style = getComputedStyle(node);
        const name = `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`;
        return [[id, name, properties.map((property) => style.getPropertyValue(property)).join(' / ')]];
      });
    });
  const product = expectedProducts('cobre')[0]!;
  for (const path of [productPath(product.key, product.nombre), '/productos/insumos/cobre']) {
    const release = await openBeforeScripts(page, path);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      let id = 0;
      for (const node of document.querySelectorAll('main *')) (node as Element & { __lookId?: number }).__lookId = id++;
    });
    const served = await looks();
    release();
    await expectHydrated(page);
    // Every stylesheet the remote linked has loaded.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
          return links.length > 0 && links.every((link) => link.sheet !== null);
        }),
      )
      .toBe(true);
    // Served nodes the app kept with the same classes (a state it changed is not a slip) look the same.
    const after = new Map((await looks()).map(([id, node, style]) => [`${id} ${node}`, style]));
    const compared = served.filter(([id, node]) => after.has(`${id} ${node}`));
    expect(compared.length, path).toBeGreaterThan(20);
    const changed = compared.flatMap(([id, node, style]) => {
      const now = after.get(`${id} ${node}`);
      return now === style ? [] : [`${node}: ${style} → ${now}`];
    });
    expect(changed, path).toEqual([]);
    await page.unroute(appStart);
  }
});
