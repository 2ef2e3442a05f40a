/**
 * The site search's part of `pnpm bench`, against the bench's 20,000-product database:
 *  - the index as the import wrote it (`catalogo/indice`): its bytes, raw and Brotli;
 *  - each route's first-load JS (Brotli: the shell's document plus the route's remote page, as
 *    `pnpm size` counts them), and with `--search-baseline=<checkout>` (the builds of the commit before
 *    the search, built with the same FRIO_PORT_BASE) how much each grew;
 *  - in Chromium, three rounds in fresh contexts: the first use (from the first keystroke, the field
 *    touched just before and nothing of the search loaded, to the first result on screen), then each
 *    keystroke's latency (p50/p95) two ways: keydown to the results in the page (the keystroke's whole
 *    work, input delay included: what the search's one-frame budget of 16 ms is about) and keydown to the frame
 *    after them (which adds the wait for the display's next frame, 0-16.7 ms), again with the CPU slowed
 *    4×, and a second visit (the index from the browser's cache: bytes of index received).
 * Figures are medians of the runs with their range.
 */
import { existsSync, readFileSync } from 'node:fs';
import path_ from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { brotli } from '../../tooling/src/brotli.ts';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { backendPorts, localUrl, units, type RemoteKey } from '../../tooling/src/units.ts';
import { siteRoutes } from '@frio/shared/routes';
import { searchIndexText } from '@frio/shared/catalogue/search-index';
import { root } from '../units-server.ts';
import { chromeFlags, kb, percentile, site } from './browser.ts';
import { remoteFirstLoad, shellFirstLoad } from './bytes.ts';
import { summary } from './catalogue.ts';
import { summaryRow } from './doc-table.ts';
import { flags } from './flags.ts';
import type { Measurement } from './measurement.ts';

const ROUNDS = 3;
const remoteOf: Record<string, RemoteKey> = {
  mf_content: 'content',
  mf_catalogue: 'catalogue',
  mf_calculator: 'calculator',
  mf_accounts: 'accounts',
};

const brotliSum = (files: string[]) => files.reduce((total, file) => total + brotli(readFileSync(file)).length, 0);

/**
 * Each route's first-load JS, Brotli: the shell's document and the route's remote page. A baseline
 * checkout may hold only the builds the search changed (shell, mf-catalogue): a remote it has not built
 * counts as this checkout's.
 */
function routeBytes(base: string): Record<string, number> {
  const shell = brotliSum(shellFirstLoad(base));
  const figures: Record<string, number> = {};
  for (const { path, page } of siteRoutes) {
    const [remote, expose] = page.split('/') as [string, string];
    const unit = remoteOf[remote]!;
    let files: string[];
    try {
      files = existsSync(path_.join(base, units[unit].dir, 'dist'))
        ? remoteFirstLoad(unit, base, expose)
        : remoteFirstLoad(unit, root, expose);
    } catch {
      continue; // the baseline has no such page (/buscar is new)
    }
    if (files.length === 0) continue;
    figures[path] = shell + brotliSum(files);
  }
  return figures;
}

function firstLoads() {
  const now = routeBytes(root);
  const baseline = flags().searchBaseline;
  const before = baseline ? routeBytes(baseline) : {};
  return Object.fromEntries(
    Object.entries(now).map(([path, bytes]) => {
      const grew = before[path] === undefined ? '' : `, grew ${((bytes - before[path]) / 1024).toFixed(2)} KB`;
      return [path, `${kb(bytes)}${grew}`];
    }),
  );
}

async function indexBytes() {
  const url = new URL('/catalogo/indice.json', localUrl(backendPorts.database));
  url.searchParams.set('ns', 'demo-frio');
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const text = searchIndexText(JSON.parse(body.toString('utf8')))!;
  const articles = (JSON.parse(text) as { filas: unknown[] }).filas.length;
  return { articles, raw: kb(body.length), brotli: kb(brotli(body).length), brotliBytes: brotli(body).length };
}

/**
 * Records, in the page, each keystroke's latency: keydown to the navbar's results changed (`__toResults`)
 * and to the frame after that (`__latencies`).
 */
async function watchKeystrokes(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __latencies: number[];
      __toResults: number[];
      __firstKey: number;
      __firstResult: number;
    };
    w.__latencies = [];
    w.__toResults = [];
    w.__firstKey = 0;
    w.__firstResult = 0;
    let pending = 0;
    document.addEventListener(
      'keydown',
      (event) => {
        pending = event.timeStamp;
        if (!w.__firstKey) w.__firstKey = event.timeStamp;
      },
      true,
    );
    new MutationObserver(() => {
      if (!w.__firstResult && document.querySelector('header [role="option"]')) w.__firstResult = performance.now();
      if (!pending) return;
      const start = pending;
      pending = 0;
      w.__toResults.push(performance.now() - start);
      requestAnimationFrame(() => setTimeout(() => w.__latencies.push(performance.now() - start), 0));
    }).observe(document.querySelector('header')!, { childList: true, subtree: true, characterData: true });
  });
}

const QUERIES = ['caño de cobre', 'vlavula', 'r-410a', 'motocompresor 1/2', 'tubo', 'aislante 3/8'];

type Latencies = { toResults: number[]; toFrame: number[] };

async function typeQueries(page: Page): Promise<Latencies> {
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Buscar en el catálogo' });
  await page.evaluate(() => {
    const w = window as unknown as { __latencies: number[]; __toResults: number[] };
    w.__latencies = [];
    w.__toResults = [];
  });
  for (const query of QUERIES) {
    await field.fill('');
    await page.waitForTimeout(150);
    for (const char of query) {
      await page.keyboard.type(char);
      await page.waitForTimeout(120);
    }
  }
  return page.evaluate(() => {
    const w = window as unknown as { __latencies: number[]; __toResults: number[] };
    return { toResults: w.__toResults, toFrame: w.__latencies };
  });
}

async function searchTimings(browser: Browser) {
  const runs = {
    firstUseMs: [] as number[],
    keystrokeToResultsP50Ms: [] as number[],
    keystrokeToResultsP95Ms: [] as number[],
    keystrokeToFrameP50Ms: [] as number[],
    keystrokeToFrameP95Ms: [] as number[],
    slowCpuKeystrokeToResultsP95Ms: [] as number[],
    slowCpuKeystrokeToFrameP50Ms: [] as number[],
    slowCpuKeystrokeToFrameP95Ms: [] as number[],
    secondVisitIndexBytes: [] as number[],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let indexReceived = 0;
    page.on('response', (response) => {
      if (!response.url().includes('catalogo/indice')) return;
      response.body().then(
        (body) => void (indexReceived += body.length),
        () => {},
      );
    });
    await page.goto(`${site}/`);
    await page.waitForLoadState('networkidle');
    await watchKeystrokes(page);
    // First use: the field is touched and typed into at once; nothing of the search is loaded yet.
    await page.getByRole('banner').getByRole('searchbox', { name: 'Buscar en el catálogo' }).click();
    await page.keyboard.type('valvula', { delay: 60 });
    await page.locator('header [role="option"]').first().waitFor({ timeout: 30_000 });
    runs.firstUseMs.push(
      Math.round(
        await page.evaluate(() => {
          const w = window as unknown as { __firstKey: number; __firstResult: number };
          return w.__firstResult - w.__firstKey;
        }),
      ),
    );
    const latencies = await typeQueries(page);
    runs.keystrokeToResultsP50Ms.push(Math.round(percentile(latencies.toResults, 50)));
    runs.keystrokeToResultsP95Ms.push(Math.round(percentile(latencies.toResults, 95)));
    runs.keystrokeToFrameP50Ms.push(Math.round(percentile(latencies.toFrame, 50)));
    runs.keystrokeToFrameP95Ms.push(Math.round(percentile(latencies.toFrame, 95)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slow = await typeQueries(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    runs.slowCpuKeystrokeToResultsP95Ms.push(Math.round(percentile(slow.toResults, 95)));
    runs.slowCpuKeystrokeToFrameP50Ms.push(Math.round(percentile(slow.toFrame, 50)));
    runs.slowCpuKeystrokeToFrameP95Ms.push(Math.round(percentile(slow.toFrame, 95)));
    // A second visit in the same browser: the index comes from Cache Storage (the stamp is unchanged).
    await page.waitForLoadState('networkidle');
    indexReceived = 0;
    await page.goto(`${site}/faq`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Buscar en el catálogo' }).click();
    await page.keyboard.type('cobre');
    await page.locator('header [role="option"]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    runs.secondVisitIndexBytes.push(indexReceived);
    await context.close();
  }
  return {
    ...Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, summary(values)])),
    runs,
  };
}

const notMeasured = (error: unknown) => ({ notMeasured: String(error).split('\n')[0]! });

export const searchMeasurement: Measurement<Record<string, unknown>> = {
  key: 'search',
  async measure() {
    const index = await indexBytes().catch(notMeasured);
    const routes = firstLoads();
    const browser = await chromium.launch({
      executablePath: requireChromiumPath(),
      args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
    });
    const timings = await searchTimings(browser)
      .catch(notMeasured)
      .finally(() => browser.close());
    const figures = { index, firstLoadJsPerRoute: routes, ...timings };
    console.log('search (20,000 products):', figures);
    return figures;
  },
  tables(figures) {
    const index = figures.index as { raw?: string; brotli?: string } | undefined;
    return {
      search: [
        ['figure', 'median', 'spread', 'target'],
        ...(index?.brotli ? [['index, Brotli', `${index.brotli} (${index.raw} raw)`, '', '≤ 400 KB']] : []),
        ...summaryRow('first keystroke to first result, ms', figures.firstUseMs, '≤ 200'),
        ...summaryRow('keystroke to results p50, ms', figures.keystrokeToResultsP50Ms),
        ...summaryRow('keystroke to results p95, ms', figures.keystrokeToResultsP95Ms, '≤ 16'),
        ...summaryRow('keystroke to next frame p50, ms', figures.keystrokeToFrameP50Ms),
        ...summaryRow('keystroke to next frame p95, ms', figures.keystrokeToFrameP95Ms),
        ...summaryRow('CPU 4× slower: keystroke to results p95, ms', figures.slowCpuKeystrokeToResultsP95Ms, '≤ 50'),
        ...summaryRow('CPU 4× slower: keystroke to next frame p95, ms', figures.slowCpuKeystrokeToFrameP95Ms),
        ...summaryRow('index bytes on a second visit', figures.secondVisitIndexBytes, '0'),
      ],
    };
  },
  report(figures) {
    for (const [name, value] of Object.entries(figures))
      console.log(`  ${name.padEnd(38)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
  },
};
