/**
 * "Usar sin conexión" in `pnpm bench --only=offline`, against the bench's database
 * (`--articles=900`: the demo's catalogue; 20,000 by default). Three runs, each in a new Chromium profile
 * (a fresh disk-backed context: Cache Storage and its quota as on a phone, not an incognito context's):
 * the cobre listing with its service worker in control, then on a "Slow 4G" network the button is pressed
 * and timed until its "Listo". Per run: the bytes on the wire during the save (CDP `Network.loadingFinished`,
 * headers included: the save's fetches run in the page, save-catalogue.ts, so the page's Network domain
 * sees them; the worker's own requests are counted apart and should be none: it answers nothing before
 * the catalogue is saved), `navigator.storage.estimate()`'s usage before and after, and the saved cache's
 * entries and body bytes. Medians and spreads of the runs.
 * Also the service worker's cost: dist/sw.js in Brotli (registered after the load, at idle: not part of
 * the first load) and the registration code that is (shell/src/lib/service-worker.ts built on its own,
 * minified, Brotli: an upper bound, as in the shell's chunk it shares that file's compression), against
 * the issue's limit of 10 KB of first-load JavaScript, and the shell's whole first-load JS.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { savedPagesCache, serviceWorkerPath } from '@frio/shared/offline';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { brotli } from '../../tooling/src/brotli.ts';
import { root } from '../units-server.ts';
import { chromeFlags, kb, median, site } from './browser.ts';
import { firstLoadBrotliBytes, shellFirstLoad } from './bytes.ts';
import type { Measurement } from './measurement.ts';

const RUNS = 3;
const listing = '/productos/insumos/cobre';
const done = 'Listo: el catálogo se puede usar sin conexión';
/** The limit: what the service worker may add to a page's first-load JS, Brotli bytes. */
const FIRST_LOAD_LIMIT = 10 * 1024;

/**
 * Chrome DevTools' and Lighthouse's "Slow 4G" (Puppeteer's PredefinedNetworkConditions, the figures of
 * crbug.com/342406608): 1.6 Mbps down, 750 kbps up, 150 ms RTT, scaled as DevTools scales them (0.9 of the
 * throughput, 3.75× the latency: a packet-level link's figures made request-level). The profile of the
 * Lighthouse mobile figures of docs/benchmarks.md, so the save is timed on the same phone network as the
 * pages; "Fast 4G" (9 Mbps, 60 ms) would be the better case.
 */
export const slow4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};

/** "41.2 s (40.1–43 s)": the median and spread of `values` in `unit`; one figure when the runs agree. */
export function spreadCell(values: readonly number[], unit = '', digits = 1): string {
  const number = (n: number) => String(Number(n.toFixed(digits)));
  const unitText = unit ? ` ${unit}` : '';
  const [low, high] = [number(Math.min(...values)), number(Math.max(...values))];
  return low === high ? `${low}${unitText}` : `${number(median(values))}${unitText} (${low}–${high}${unitText})`;
}

interface Run {
  seconds: number;
  wireBytes: number;
  requests: number;
  /** Of the page's requests, those the HTTP cache answered (the page's own scripts: 0 bytes on the wire). */
  fromCache: number;
  /** Of the page's requests, those the service worker answered. */
  fromWorker: number;
  /** Requests the service worker itself made during the save (its resource timing entries). */
  workerRequests: number;
  storageBytes: number;
  entries: number;
  bodyBytes: number;
}

/** A later visit's LCP (ms) per page, with the worker in control and with workers blocked. */
type RepeatVisits = Record<string, { worker: number[]; none: number[] }>;

interface Figures {
  articles: number;
  runs: Run[];
  repeatVisits: RepeatVisits;
  swBrotliBytes: number;
  registrationBrotliBytes: number;
  shellFirstLoadBrotliBytes: number;
}

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/**
 * Records, in the page, the address of every entry put in a cache (set before the press): at 20,000 articles
 * the saved cache is too large to list (`cache.keys()` and CDP's CacheStorage.requestEntries fail with
 * "operation too large").
 */
function recordPuts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const put = Cache.prototype.put;
    const saved = new Set<string>();
    (window as unknown as { __savedUrls: Set<string> }).__savedUrls = saved;
    Cache.prototype.put = function (request, response) {
      saved.add(new Request(request).url);
      return put.call(this, request, response);
    };
  });
}

/** The saved cache's entries (those recorded, each matched) and the sum of their bodies (headers not counted). */
function savedCache(page: Page): Promise<{ entries: number; bodyBytes: number }> {
  return page.evaluate(async (name) => {
    const urls = [...(window as unknown as { __savedUrls: Set<string> }).__savedUrls];
    const cache = await caches.open(name);
    let bodyBytes = 0;
    for (let start = 0; start < urls.length; start += 500) {
      const sizes = await Promise.all(
        urls.slice(start, start + 500).map(async (url) => {
          const response = await cache.match(url);
          if (!response) throw new Error(`${url}: saved but not in ${name}`);
          return (await response.blob()).size;
        }),
      );
      bodyBytes += sizes.reduce((sum, size) => sum + size, 0);
    }
    return { entries: urls.length, bodyBytes };
  }, savedPagesCache);
}

/** The requests the service worker has made so far (none are expected during a save). */
async function workerRequests(context: BrowserContext): Promise<number> {
  const [worker] = context.serviceWorkers();
  return worker ? worker.evaluate(() => performance.getEntriesByType('resource').length) : 0;
}

/** `use` on the page of a new Chromium profile (disk-backed, as on a phone), removed afterwards. */
async function inNewProfile<T>(
  serviceWorkers: 'allow' | 'block',
  use: (context: BrowserContext, page: Page) => Promise<T>,
): Promise<T> {
  const profile = mkdtempSync(path.join(tmpdir(), 'frio-bench-offline-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: requireChromiumPath(),
    args: chromeFlags,
    serviceWorkers,
    viewport: { width: 412, height: 900 },
  });
  try {
    return await use(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One save in a new profile: the listing, its worker in control, the press on "Slow 4G" until "Listo". */
function saveOnce(): Promise<Run> {
  return inNewProfile('allow', async (context, page) => {
    await page.goto(`${site}${listing}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    const button = main.getByRole('button', { name: 'Usar sin conexión' });
    await button.click({ trial: true }); // hydrated: enabled

    const cdp = await context.newCDPSession(page);
    let counting = false;
    const run = { wireBytes: 0, requests: 0, fromCache: 0, fromWorker: 0 };
    cdp.on('Network.responseReceived', ({ response }) => {
      if (!counting) return;
      if (response.fromDiskCache) run.fromCache += 1;
      if (response.fromServiceWorker) run.fromWorker += 1;
    });
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      if (!counting) return;
      run.requests += 1;
      run.wireBytes += encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    const storageBefore = await usage(page);
    const workerBefore = await workerRequests(context);
    await recordPuts(page);

    // The button's own status line: "Listo: …", or its failure (an alert).
    const status = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
    counting = true;
    const start = Date.now();
    await button.click();
    const outcome = status.getByText(done).or(status.getByRole('alert'));
    await outcome.first().waitFor({ timeout: 30 * 60_000 });
    const seconds = (Date.now() - start) / 1000;
    const shown = await outcome.first().innerText();
    if (!shown.startsWith(done)) throw new Error(`the save failed: ${shown}`);
    await page.waitForTimeout(500); // the last loadingFinished events, after the page's own
    counting = false;

    const workerAfter = await workerRequests(context);
    const storageBytes = (await usage(page)) - storageBefore;
    return {
      seconds,
      ...run,
      workerRequests: workerAfter - workerBefore,
      storageBytes,
      ...(await savedCache(page)),
    };
  });
}

/** Pages a visitor returns to: a prerendered one and a listing the pages function makes. */
const repeatPages = ['/faq', listing];

/** One later visit of `address` in a new profile (after a first visit to /), its LCP in ms. */
function repeatVisitLcp(address: string, serviceWorkers: 'allow' | 'block'): Promise<number> {
  return inNewProfile(serviceWorkers, async (context, page) => {
    await page.goto(`${site}/`);
    if (serviceWorkers === 'allow')
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    else await page.waitForLoadState('load');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${site}${address}`);
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller != null);
    if (controlled !== (serviceWorkers === 'allow')) throw new Error(`${address}: worker in control: ${controlled}`);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
  });
}

async function repeatVisits(): Promise<RepeatVisits> {
  const result: RepeatVisits = {};
  for (const address of repeatPages) {
    const figures = { worker: [] as number[], none: [] as number[] };
    for (let run = 0; run < RUNS; run += 1) {
      figures.worker.push(await repeatVisitLcp(address, 'allow'));
      figures.none.push(await repeatVisitLcp(address, 'block'));
    }
    console.log(`offline: a later visit of ${address}, LCP ms:`, JSON.stringify(figures));
    result[address] = figures;
  }
  return result;
}

/**
 * The registration code as the shell's first load carries it: a module calling registerServiceWorker as
 * shell/src/app/main.tsx does, built alone for production (minified, with the worker's address it
 * imports), in Brotli.
 */
async function registrationBrotliBytes(): Promise<number> {
  const { build } = await import('vite');
  const module = path.join(root, 'shell', 'src', 'lib', 'service-worker.ts');
  const entry = '\0registration';
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [
      {
        name: 'registration-entry',
        resolveId: (id) => (id === entry ? entry : null),
        load: (id) =>
          id === entry
            ? `import { registerServiceWorker } from ${JSON.stringify(module)}; registerServiceWorker();`
            : null,
      },
    ],
    build: { write: false, minify: true, modulePreload: false, rolldownOptions: { input: entry } },
  });
  const results = Array.isArray(output) ? output : [output];
  const code = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('');
  if (!code.includes('serviceWorker.register')) throw new Error('service-worker.ts built to no registration');
  return brotli(Buffer.from(code)).length;
}

/** The worker's and its registration's bytes; checks that the worker is not in the first load and the registration is. */
async function workerCost() {
  const shellDist = path.join(root, 'shell', 'dist');
  const firstLoad = shellFirstLoad();
  const swFile = path.join(shellDist, serviceWorkerPath);
  if (firstLoad.includes(swFile)) throw new Error('sw.js is among the first-load scripts');
  if (!firstLoad.some((file) => readFileSync(file, 'utf8').includes('serviceWorker.register')))
    throw new Error('no first-load script of the shell registers the service worker');
  return {
    swBrotliBytes: brotli(readFileSync(swFile)).length,
    registrationBrotliBytes: await registrationBrotliBytes(),
    shellFirstLoadBrotliBytes: firstLoadBrotliBytes().shell!,
  };
}

const mb = (bytes: number) => bytes / 1e6;

export function offlineMeasurement(articles: number): Measurement<Figures | { error: string }> {
  const count = `${articles.toLocaleString('en-US')} articles`;
  return {
    key: 'offline',
    async measure() {
      try {
        const cost = await workerCost();
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await saveOnce());
          // Two entries per product (its record and its related ones): fewer, and another catalogue was measured.
          if (runs.at(-1)!.entries < 2 * articles)
            throw new Error(`${runs.at(-1)!.entries} entries saved: not a catalogue of ${count}`);
          console.log(`offline save, ${count}, run ${run + 1}:`, JSON.stringify(runs.at(-1)));
        }
        const figures: Figures = { articles, runs, repeatVisits: await repeatVisits(), ...cost };
        console.log('offline:', JSON.stringify(figures));
        return figures;
      } catch (error) {
        console.error('offline: not measured', error);
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
    tables(figures) {
      if ('error' in figures) return {};
      const of = (pick: (run: Run) => number) => figures.runs.map(pick);
      return {
        offline: [
          ['Slow 4G', count],
          [
            'save',
            spreadCell(
              of((r) => r.seconds),
              's',
              0,
            ),
          ],
          [
            'on the wire',
            spreadCell(
              of((r) => mb(r.wireBytes)),
              'MB',
              2,
            ),
          ],
          [
            'storage: estimate, bodies',
            `${spreadCell(
              of((r) => mb(r.storageBytes)),
              'MB',
              2,
            )}, ${spreadCell(
              of((r) => mb(r.bodyBytes)),
              'MB',
              2,
            )}`,
          ],
          ['entries', spreadCell(of((r) => r.entries))],
          ['Brotli: sw.js, first load ≤ 10 KB', `${kb(figures.swBrotliBytes)}, ${figures.registrationBrotliBytes} B`],
        ],
        laterVisit: [
          ['page', 'LCP, worker in control', 'LCP, no worker', 'ratio'],
          ...Object.entries(figures.repeatVisits).map(([address, { worker, none }]) => [
            address,
            spreadCell(worker, 'ms', 0),
            spreadCell(none, 'ms', 0),
            (median(worker) / median(none)).toFixed(2),
          ]),
        ],
      };
    },
    report(figures) {
      if ('error' in figures) {
        console.log(`  offline save: not measured (${figures.error})`);
        return;
      }
      const of = (pick: (run: Run) => number) => figures.runs.map(pick);
      console.log(`  "Usar sin conexión", ${count}, ${RUNS} runs, each in a new profile, Slow 4G:`);
      console.log(
        `    time to "Listo": ${spreadCell(
          of((r) => r.seconds),
          's',
        )}`,
      );
      console.log(
        `    on the wire: ${spreadCell(
          of((r) => mb(r.wireBytes)),
          'MB',
          2,
        )} in ${spreadCell(
          of((r) => r.requests),
          'requests',
          0,
        )}` +
          ` (from the HTTP cache: ${of((r) => r.fromCache).join(', ')}; answered by the worker: ${of((r) => r.fromWorker).join(', ')};` +
          ` its own requests: ${of((r) => r.workerRequests).join(', ')})`,
      );
      console.log(
        `    storage (estimate's usage, after − before): ${spreadCell(
          of((r) => mb(r.storageBytes)),
          'MB',
          2,
        )}`,
      );
      console.log(
        `    saved: ${spreadCell(
          of((r) => r.entries),
          'entries',
          0,
        )}, bodies ${spreadCell(
          of((r) => mb(r.bodyBytes)),
          'MB',
          2,
        )}`,
      );
      console.log(
        `  service worker: sw.js ${kb(figures.swBrotliBytes)} Brotli (after the load, not in the first load); ` +
          `its registration in the shell's first load ${kb(figures.registrationBrotliBytes)} Brotli ` +
          `(limit ${kb(FIRST_LOAD_LIMIT)}: ${figures.registrationBrotliBytes <= FIRST_LOAD_LIMIT ? 'ok' : 'OVER'}); ` +
          `the shell's first-load JS ${kb(figures.shellFirstLoadBrotliBytes)} Brotli`,
      );
      for (const [address, { worker, none }] of Object.entries(figures.repeatVisits))
        console.log(
          `  a later visit of ${address} (Slow 4G, 4× CPU): LCP ${spreadCell(worker, 'ms', 0)} with the worker, ` +
            `${spreadCell(none, 'ms', 0)} without: ${(median(worker) / median(none)).toFixed(2)}×`,
        );
    },
  };
}
