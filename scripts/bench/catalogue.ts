/**
 * Catalogue timings against a 20,000-product database (one rubro of ~5,000 items), side by side with
 * the spec's approach (a fresh read of the whole collection per rubro).
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../../tooling/src/chromium.ts';
import { chromeFlags, percentile, site } from './browser.ts';
import type { Measurement } from './measurement.ts';

async function firstRowsMs(page: Page, url: string): Promise<number> {
  const start = Date.now();
  await page.goto(url);
  await page
    .getByText(/EN STOCK/)
    .first()
    .waitFor({ timeout: 30_000 });
  return Date.now() - start;
}

async function spaNavigate(page: Page, to: string): Promise<number> {
  const start = Date.now();
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.waitForURL(`**${to}`);
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: to.split('/').pop()!.toUpperCase() })
    .first()
    .waitFor()
    .catch(() => {});
  await page
    .getByText(/EN STOCK/)
    .first()
    .waitFor({ timeout: 30_000 });
  return Date.now() - start;
}

async function catalogueTimings() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    let wsBytes = 0;
    page.on('websocket', (ws) =>
      ws.on(
        'framereceived',
        (frame) => (wsBytes += typeof frame.payload === 'string' ? frame.payload.length : frame.payload.byteLength),
      ),
    );

    const cold = await firstRowsMs(page, `${site}/productos/insumos/cobre`);
    const coldBytes = wsBytes;
    const itemsText = (await page.locator('main').innerText()).match(/(\d[\d.]*)\s+(productos|resultados)/i)?.[1];

    wsBytes = 0;
    const secondRubro = await spaNavigate(page, '/productos/insumos/gas');
    const secondRubroBytes = wsBytes;

    // The same rubro again in the session (from the cache), then after a full reload (sessionStorage).
    wsBytes = 0;
    const cached = await spaNavigate(page, '/productos/insumos/cobre');
    const cachedBytes = wsBytes;
    wsBytes = 0;
    const reloaded = await firstRowsMs(page, `${site}/productos/insumos/cobre`);
    const reloadedBytes = wsBytes;

    // One keystroke to updated rows, on the large rubro (cobre), measured in the page.
    const search = page.getByPlaceholder('Búsqueda');
    await search.focus();
    await page.evaluate(() => {
      const w = window as unknown as { __latencies: number[] };
      w.__latencies = [];
      let pending = 0;
      document.addEventListener('keydown', (event) => (pending = event.timeStamp), true);
      new MutationObserver(() => {
        if (!pending) return;
        const start = pending;
        pending = 0;
        requestAnimationFrame(() => setTimeout(() => w.__latencies.push(performance.now() - start), 0));
      }).observe(document.querySelector('main')!, { childList: true, subtree: true, characterData: true });
    });
    for (const query of ['caño', 'codo 3/4', 'cupla', 'flexible 5']) {
      await search.fill('');
      await search.focus();
      await page.waitForTimeout(150);
      for (const char of query) {
        await page.keyboard.type(char);
        await page.waitForTimeout(120);
      }
    }
    await search.fill('');
    const latencies = await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);

    // The spec's approach: every rubro is a fresh read of the whole collection (no session cache).
    const fresh: number[] = [];
    for (const rubro of ['cobre', 'gas', 'cobre']) {
      const context2 = await browser.newContext({ viewport: { width: 412, height: 900 } });
      const page2 = await context2.newPage();
      fresh.push(await firstRowsMs(page2, `${site}/productos/insumos/${rubro}`));
      await context2.close();
    }
    const freshMedian = percentile(fresh, 50);
    await context.close();
    return {
      coldToRowsMs: cold,
      coldDownloadBytes: coldBytes,
      largeRubroItems: itemsText ?? 'n/a',
      secondRubroSameSessionMs: secondRubro,
      secondRubroDownloadBytes: secondRubroBytes,
      sameRubroAgainCachedMs: cached,
      sameRubroAgainDownloadBytes: cachedBytes,
      reloadFromSessionCacheMs: reloaded,
      reloadFromSessionCacheDownloadBytes: reloadedBytes,
      keystrokeP50Ms: Math.round(percentile(latencies, 50)),
      keystrokeP95Ms: Math.round(percentile(latencies, 95)),
      keystrokeSamples: latencies.length,
      specApproachFreshReadMs: freshMedian,
      ratioSpecVsCached: Number((freshMedian / Math.max(cached, 1)).toFixed(1)),
      ratioSpecVsReload: Number((freshMedian / Math.max(reloaded, 1)).toFixed(1)),
      ratioSpecVsSecondRubro: Number((freshMedian / Math.max(secondRubro, 1)).toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}

type CatalogueFigures = Awaited<ReturnType<typeof catalogueTimings>> | { notMeasured: string };

export const catalogueMeasurement: Measurement<CatalogueFigures> = {
  key: 'catalogue',
  async measure() {
    const figures = await catalogueTimings().catch((error: unknown) => ({
      notMeasured: String(error).split('\n')[0]!,
    }));
    console.log('catalogue (20,000 products):', figures);
    return figures;
  },
  report(figures) {
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(38)} ${value}`);
  },
};
