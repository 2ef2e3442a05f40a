/**
 * The catalogue part of `pnpm bench`, against the 20,000-product database (cobre about 5,000 listed
 * items) that the bench seeds through the import's code:
 *  - in Chromium, three rounds, each in a fresh browser context: cold rubro to its first rows, to the
 *    whole list (searchable: the listing no longer aria-busy) and the bytes received from the database, a second rubro, the same rubro again in the session (cached),
 *    a reload (session cache after the stamp check) and keystroke latencies;
 *  - `pnpm catalogue:import` of a 20,000-row Windows-1252 `;` file, three times, alternating two
 *    price lists so every run really changes 20,000 prices.
 * Figures are medians of the runs with their range.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { backendPorts } from '../../tooling/src/units.ts';
import { root } from '../units-server.ts';
import { chromeFlags, median, percentile, site } from './browser.ts';
import { summaryRow } from './doc-table.ts';
import type { Measurement } from './measurement.ts';
import { generateProducts } from '../../backend/src/catalogue-generator.ts';
import { csvRows } from '../../backend/src/import/fixtures.ts';
import { pnpmArgs } from '../../tooling/src/package-manager.ts';

const ROUNDS = 3;

/** "median (min–max)" */
export function summary(values: readonly number[], unit = ''): string {
  const rounded = (n: number) => (Number.isInteger(n) ? n : Number(n.toFixed(1)));
  return `${rounded(median(values))}${unit} (${rounded(Math.min(...values))}–${rounded(Math.max(...values))}${unit}, n=${values.length})`;
}

/** From the navigation's start until a row shows (not until the load event: a rubro's document may show its rows first). */
async function firstRowsMs(page: Page, url: string): Promise<number> {
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .getByText(/EN STOCK/)
    .first()
    .waitFor({ timeout: 30_000 });
  return Date.now() - start;
}

/** Until the listing's whole list is in (a new visitor's first rows come before it): nothing in <main> busy. */
function wholeListIn(page: Page): Promise<void> {
  return page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
}

/** After firstRowsMs: until the whole list is in, from the same start. */
async function wholeListMs(page: Page, rowsMs: number): Promise<number> {
  const start = Date.now();
  await wholeListIn(page);
  return rowsMs + Date.now() - start;
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

async function keystrokeLatencies(page: Page): Promise<number[]> {
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
  for (const query of ['caño', 'codo 3/4', 'cupla', 'rollo x 15']) {
    await search.fill('');
    await search.focus();
    await page.waitForTimeout(150);
    for (const char of query) {
      await page.keyboard.type(char);
      await page.waitForTimeout(120);
    }
  }
  await search.fill('');
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

async function catalogueTimings(browser: Browser, site: string) {
  const runs = {
    coldToRowsMs: [] as number[],
    coldToWholeListMs: [] as number[],
    coldDatabaseBytes: [] as number[],
    secondRubroMs: [] as number[],
    secondRubroDatabaseBytes: [] as number[],
    cachedRubroMs: [] as number[],
    cachedRubroDatabaseBytes: [] as number[],
    reloadMs: [] as number[],
    reloadDatabaseBytes: [] as number[],
    keystrokeP50Ms: [] as number[],
    keystrokeP95Ms: [] as number[],
  };
  let items = 'n/a';
  for (let round = 0; round < ROUNDS; round += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    let bytes = 0;
    // The database's answers: REST bodies (a visitor's stamp and rubro lists) and SDK socket frames.
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        bytes += typeof frame.payload === 'string' ? frame.payload.length : frame.payload.byteLength;
      }),
    );
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port !== String(backendPorts.database) || !url.pathname.endsWith('.json')) return;
      response.body().then(
        (body) => void (bytes += body.length),
        () => {},
      );
    });
    const measure = async (ms: number[], wire: number[], step: () => Promise<number>) => {
      bytes = 0;
      ms.push(await step());
      // The bytes include the whole list, which follows a new visitor's first rows.
      await wholeListIn(page).catch(() => {});
      await page.waitForLoadState('networkidle').catch(() => {});
      wire.push(bytes);
    };
    await measure(runs.coldToRowsMs, runs.coldDatabaseBytes, async () => {
      const rows = await firstRowsMs(page, `${site}/productos/insumos/cobre`);
      runs.coldToWholeListMs.push(await wholeListMs(page, rows));
      return rows;
    });
    items = (await page.locator('main').innerText()).match(/de\s+(\d[\d.]*)\s+productos/i)?.[1] ?? items;
    await measure(runs.secondRubroMs, runs.secondRubroDatabaseBytes, () => spaNavigate(page, '/productos/insumos/gas'));
    await measure(runs.cachedRubroMs, runs.cachedRubroDatabaseBytes, () =>
      spaNavigate(page, '/productos/insumos/cobre'),
    );
    await measure(runs.reloadMs, runs.reloadDatabaseBytes, () => firstRowsMs(page, `${site}/productos/insumos/cobre`));
    const latencies = await keystrokeLatencies(page);
    runs.keystrokeP50Ms.push(Math.round(percentile(latencies, 50)));
    runs.keystrokeP95Ms.push(Math.round(percentile(latencies, 95)));
    await context.close();
  }
  return {
    cobreListedItems: items,
    ...Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, summary(values)])),
    runs,
  };
}

/**
 * Two price lists of `count` rows as the ERP writes them (Windows-1252, `;`, es-AR numbers), the same
 * articles 7 % and 15 % dearer: alternating them makes every run change every price.
 */
export function priceListFiles(dir: string, count: number): string[] {
  const products = generateProducts({ count, skew: { term: 'cobre', share: 0.35 } });
  return [1.07, 1.15].map((factor, index) => {
    const file = path.join(dir, `lista-${index}.csv`);
    const repriced = products.map((p) => ({
      ...p,
      lista1: Math.round(p.lista1 * factor),
      lista2: Math.round(p.lista2 * factor),
    }));
    const text = csvRows(repriced, 'es-AR')
      .map((row) => row.map((cell) => (cell.includes(';') ? `"${cell}"` : cell)).join(';'))
      .join('\r\n');
    writeFileSync(file, Buffer.from(text, 'latin1'));
    return file;
  });
}

/** `pnpm catalogue:import` of 20,000 rows against the running local database, three times. */
function importTimings(root: string, count = 20_000) {
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-bench-import-'));
  const files = priceListFiles(dir, count);
  const seconds: number[] = [];
  const outputs: string[] = [];
  try {
    for (let run = 0; run < ROUNDS; run += 1) {
      const start = Date.now();
      const result = spawnSync(...pnpmArgs(['--silent', 'catalogue:import', files[run % 2]!]), {
        cwd: root,
        encoding: 'utf8',
      });
      seconds.push((Date.now() - start) / 1000);
      if (result.status !== 0) throw new Error(`catalogue:import failed: ${result.stderr}`);
      outputs.push(result.stdout.split('\n').find((line) => line.startsWith('Leídas')) ?? '');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { rows: count, importSeconds: summary(seconds, ' s'), runs: seconds, lastOutput: outputs.at(-1) };
}

const notMeasured = (error: unknown) => ({ notMeasured: String(error).split('\n')[0]! });

/** Browser timings first, then the import (last: it rewrites every price the timings read). */
export const catalogueMeasurement: Measurement<Record<string, unknown>> = {
  key: 'catalogue',
  async measure() {
    const browser = await chromium.launch({
      executablePath: requireChromiumPath(),
      args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
    });
    const timings = await catalogueTimings(browser, site)
      .catch(notMeasured)
      .finally(() => browser.close());
    console.log('catalogue (20,000 products):', timings);
    let imports: Record<string, unknown>;
    try {
      imports = importTimings(root);
    } catch (error) {
      imports = notMeasured(error);
    }
    console.log('catalogue import (20,000 rows):', imports);
    return { ...timings, import: imports };
  },
  tables(figures) {
    const imports = (figures.import ?? {}) as Record<string, unknown>;
    return {
      catalogue: [
        ['figure', 'median', 'spread', 'target'],
        ...summaryRow('cold cobre to its first rows, ms', figures.coldToRowsMs, '≤ 300'),
        ...summaryRow('cold cobre to its whole list, ms', figures.coldToWholeListMs),
        ...summaryRow('bytes from the database, cold cobre', figures.coldDatabaseBytes, '≤ 25 % of the full read'),
        ...summaryRow('second rubro (gas), first rows, ms', figures.secondRubroMs),
        ...summaryRow('same rubro again, ms', figures.cachedRubroMs, '≤ 150'),
        ...summaryRow('reload, ms', figures.reloadMs),
        ...summaryRow('keystroke p50 (cobre), ms', figures.keystrokeP50Ms),
        ...summaryRow('keystroke p95 (cobre), ms', figures.keystrokeP95Ms, '≤ 50'),
        ...summaryRow('import of 20,000 rows (every price changed)', imports.importSeconds, '≤ 30 s'),
      ],
    };
  },
  report(figures) {
    for (const [name, value] of Object.entries(figures))
      console.log(`  ${name.padEnd(38)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
  },
};
