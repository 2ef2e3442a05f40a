/**
 * Lighthouse (mobile defaults) on every route of docs/contract.md "Routes and screens", two rubro listings, the 404 and the partner demo
 * page: the median of N runs per route, with the spread of the runs, in one table. Part of `pnpm bench`.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type * as LH from 'lighthouse/types/lh.js';
import { siteRoutes } from '@frio/shared/routes';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { chromeFlags, median } from './browser.ts';

/**
 * The rubros measured for :rubro: cobre, the bench database's largest (about 5,000 items), and gas, an
 * ordinary one. Each rubro has its own prerendered document.
 */
const benchRubros = ['cobre', 'gas'];

/** :segment is one product's page: the first product document the sitemap names (measureRoutes finds it). */
export const productRoute = '/producto/:segment';

/**
 * The routes measured: the routes of docs/contract.md "Routes and screens", the rubros above for :rubro, a product's page and
 * `/buscar?q=cobre`, then the 404; `--routes=/,/faq` measures only those (and `partner demo` and
 * `/producto/:segment` are among the names).
 */
export function benchRoutes(only = process.argv.find((arg) => arg.startsWith('--routes='))): string[] {
  const all = [
    ...siteRoutes.flatMap(({ path }) =>
      path.includes(':rubro')
        ? benchRubros.map((rubro) => path.replace(':rubro', rubro))
        : // The site search's results page is measured with a search.
          [path === '/buscar' ? '/buscar?q=cobre' : path],
    ),
    '/pagina-que-no-existe',
  ];
  if (!only) return all;
  const wanted = only.slice('--routes='.length).split(',');
  return all.filter((route) => wanted.includes(route));
}

/** Whether `--routes` chose some routes. */
export const someRoutes = () => process.argv.some((arg) => arg.startsWith('--routes='));

const partnerWanted = () => {
  const only = process.argv.find((arg) => arg.startsWith('--routes='));
  return !only || only.includes('partner demo');
};

export async function lighthouseOnce(
  url: string,
  onlyCategories = ['performance', 'seo', 'best-practices'],
): Promise<LH.Result> {
  const chrome = await chromeLauncher.launch({ chromePath: requireChromiumPath(), chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories,
      logLevel: 'error',
    });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

const score = (run: LH.Result, category: string) => Math.round((run.categories[category]?.score ?? 0) * 100);
const numeric = (run: LH.Result, audit: string) => run.audits[audit]?.numericValue ?? Number.NaN;

function spread(values: number[]): string {
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

export interface RouteFigures {
  route: string;
  perf: number;
  perfRuns: string;
  fcpMs: number;
  lcpMs: number;
  lcpSpread: string;
  tbtMs: number;
  cls: number;
  seo: number;
  bestPractices: number;
  jsKB: number;
  failedSeoAudits: string[];
}

async function measureRoute(route: string, url: string, runs: number): Promise<RouteFigures> {
  const results: LH.Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url));
  const medianRun = computeMedianRun(results);
  const requests =
    (
      medianRun.audits['network-requests']?.details as {
        items?: Array<{ resourceType?: string; transferSize?: number }>;
      }
    )?.items ?? [];
  const seoAudits: string[] = medianRun.categories.seo?.auditRefs.map((ref: { id: string }) => ref.id) ?? [];
  return {
    route,
    perf: score(medianRun, 'performance'),
    perfRuns: results.map((run) => score(run, 'performance')).join('/'),
    fcpMs: Math.round(median(results.map((run) => numeric(run, 'first-contentful-paint')))),
    lcpMs: Math.round(median(results.map((run) => numeric(run, 'largest-contentful-paint')))),
    lcpSpread: spread(results.map((run) => numeric(run, 'largest-contentful-paint'))),
    tbtMs: Math.round(median(results.map((run) => numeric(run, 'total-blocking-time')))),
    cls: Number(numeric(medianRun, 'cumulative-layout-shift').toFixed(3)),
    seo: score(medianRun, 'seo'),
    bestPractices: score(medianRun, 'best-practices'),
    jsKB: Number(
      (
        requests
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024
      ).toFixed(1),
    ),
    failedSeoAudits: seoAudits.filter((id) => medianRun.audits[id]?.score === 0),
  };
}

/** The first product document of the served site's sitemap (a sitemap index names its files first). */
export async function firstProductPath(site: string): Promise<string> {
  let xml = await (await fetch(`${site}/sitemap.xml`)).text();
  const file = /<sitemap><loc>([^<]+)<\/loc>/.exec(xml);
  if (file) xml = await (await fetch(new URL(new URL(file[1]!).pathname, site))).text();
  const product = /<loc>[^<]*?(\/producto\/[^<]+)<\/loc>/.exec(xml);
  if (!product) throw new Error("the sitemap (the pages function's) names no product page");
  return product[1]!;
}

/** Every route, one after the other (Lighthouse needs the machine to itself). */
export async function measureRoutes(site: string, partnerDemo: string | undefined, runs: number) {
  const rows: RouteFigures[] = [];
  const targets: Array<[string, string]> = [];
  for (const route of benchRoutes()) {
    const path = route === productRoute ? await firstProductPath(site).catch(() => route) : route;
    targets.push([route === productRoute ? `${route} (${path})` : route, `${site}${path}`]);
  }
  if (partnerDemo && partnerWanted()) targets.push(['partner demo', partnerDemo]);
  for (const [route, url] of targets) {
    try {
      const row = await measureRoute(route, url, runs);
      console.log(`lighthouse ${route}:`, JSON.stringify(row));
      rows.push(row);
    } catch (error) {
      // One page Lighthouse cannot measure (it refuses documents answered with HTTP 404, e.g. the 404
      // page) is reported and skipped; the other routes are still measured.
      console.log(`lighthouse ${route}: not measured (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return rows;
}

/** The table, as printed (markdown); its figures go into docs/benchmarks.md. */
export function routesTable(rows: RouteFigures[]): string {
  const header =
    '| route | perf (runs) | FCP ms | LCP ms (spread) | TBT ms | CLS | SEO | best practices | JS KB |\n|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${r.perf} (${r.perfRuns}) | ${r.fcpMs} | ${r.lcpMs} (${r.lcpSpread}) | ${r.tbtMs} | ${r.cls} | ${r.seo} | ${r.bestPractices} | ${r.jsKB} |`,
  );
  return [header, ...lines].join('\n');
}
