/**
 * Every page's speed, Lighthouse mobile, in two versions of the same document through a small local proxy
 * (so both go through the same hop): `served`, as the site serves it, and `floor`, with every script and
 * script preload removed (what its HTML and inline CSS alone give). Runs alternate the versions, so a
 * burst of load on a shared machine falls on both.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type * as LH from 'lighthouse/types/lh.js';
import { parseHtml } from '@frio/renderer/html-document';
import { siteRoutes } from '@frio/shared/routes';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { localUrl, partnerDemoPort } from '../../tooling/src/units.ts';
import { portOpen } from '../port-open.ts';
import { chromeFlags, median, site } from './browser.ts';
import { flags } from './flags.ts';
import type { Measurement } from './measurement.ts';

type Version = 'served' | 'floor';
const versions: Version[] = ['served', 'floor'];

/** The rubros measured for :rubro: cobre, the bench database's largest (about 5,000 items), and gas, an ordinary one. */
const benchRubros = ['cobre', 'gas'];

/** The first product document of the served site's sitemap (a sitemap index names its files first). */
export async function firstProductPath(site: string): Promise<string> {
  let xml = await (await fetch(`${site}/sitemap.xml`)).text();
  const file = /<sitemap><loc>([^<]+)<\/loc>/.exec(xml);
  if (file) xml = await (await fetch(new URL(new URL(file[1]!).pathname, site))).text();
  const product = /<loc>[^<]*?(\/producto\/[^<]+)<\/loc>/.exec(xml);
  if (!product) throw new Error("the sitemap (the pages function's) names no product page");
  return product[1]!;
}

/** The pages measured: the name their row shows, and their address; `--routes` keeps some. */
async function benchPages(): Promise<Array<[string, string]>> {
  const pages: Array<[string, string]> = [];
  for (const { path } of siteRoutes)
    if (path.includes(':rubro')) pages.push(...benchRubros.map((rubro) => path.replace(':rubro', rubro)).map(at));
    else if (path.includes(':segment')) pages.push(['a product page', `${site}${await firstProductPath(site)}`]);
    else pages.push(at(path === '/buscar' ? '/buscar?q=cobre' : path));
  if (await portOpen(partnerDemoPort, 1000)) pages.push(['partner demo', localUrl(partnerDemoPort)]);
  const wanted = flags().routes;
  return wanted ? pages.filter(([name]) => wanted.includes(name)) : pages;
}
const at = (path: string): [string, string] => [path, `${site}${path}`];

async function lighthouseOnce(url: string, onlyCategories: string[]): Promise<LH.Result> {
  const chrome = await chromeLauncher.launch({ chromePath: requireChromiumPath(), chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories, logLevel: 'error' });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

/** Script types that only carry data (a rubro's rows, JSON-LD): not scripts that run. */
const dataTypes = new Set(['application/json', 'application/ld+json']);

function floorOf(html: string): string {
  const document = parseHtml(html);
  for (const script of document.querySelectorAll('script'))
    if (!dataTypes.has((script.getAttribute('type') ?? '').toLowerCase())) script.remove();
  for (const link of document.querySelectorAll('head link[rel=modulepreload], head link[rel=preload]')) link.remove();
  return String(document);
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliCompressSync(body);
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}

/**
 * Both versions' documents are encoded again here alike, so the two differ only by the scripts: the site's
 * hops compress with different settings, and a floor compressed harder than its served document would
 * gain a round trip in Lighthouse's simulation of TCP for its encoder alone.
 */
async function versionProxy(upstream: string, version: Version): Promise<Server> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: target.host };
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const isHtml = String(answer.headers['content-type'] ?? '').includes('text/html');
        if (!isHtml) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const html = decode(Buffer.concat(chunks), encoding).toString('utf8');
          const body = encode(Buffer.from(version === 'floor' ? floorOf(html) : html), encoding);
          const out = { ...answer.headers, 'content-length': String(body.length) };
          delete out['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      res.statusCode = 502;
      res.end(String(error));
    });
    req.pipe(forward);
  });
  server.listen(0, 'localhost');
  await once(server, 'listening');
  return server;
}

function through(proxy: Server, url: string): string {
  const { pathname, search } = new URL(url);
  return `http://localhost:${(proxy.address() as AddressInfo).port}${pathname}${search}`;
}

const numeric = (run: LH.Result, audit: string) => run.audits[audit]?.numericValue ?? Number.NaN;
const medianOf = (runs: LH.Result[], audit: string) => median(runs.map((run) => numeric(run, audit)));
const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
const score = (run: LH.Result, category: string) => Math.round((run.categories[category]?.score ?? 0) * 100);

interface VersionFigures {
  perf: number;
  lcpMs: number;
  lcpSpread: string;
  tbtMs: number;
  tbtSpread: string;
  fcpMs: number;
}

export interface FirstPaintRow {
  route: string;
  figures: Record<Version, VersionFigures>;
  /** served LCP / floor LCP (medians). */
  ratio: number;
  withinLimits: boolean;
  /** The served document's SEO score and script bytes on the wire (the median run's). */
  seo: number;
  jsKB: number;
}

function figuresOf(runs: LH.Result[]): VersionFigures {
  return {
    perf: score(computeMedianRun(runs), 'performance'),
    lcpMs: Math.round(medianOf(runs, 'largest-contentful-paint')),
    lcpSpread: spread(runs.map((run) => numeric(run, 'largest-contentful-paint'))),
    tbtMs: Math.round(medianOf(runs, 'total-blocking-time')),
    tbtSpread: spread(runs.map((run) => numeric(run, 'total-blocking-time'))),
    fcpMs: Math.round(medianOf(runs, 'first-contentful-paint')),
  };
}

function scriptKB(run: LH.Result): number {
  const requests =
    (run.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })
      ?.items ?? [];
  const bytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return Number((bytes / 1024).toFixed(1));
}

const LCP_FACTOR = 1.05;
const TBT_LIMIT_MS = 150;

/** Also used by the product photo's bench. */
export async function measureFirstPaint(pages: Array<[string, string]>, runs: number): Promise<FirstPaintRow[]> {
  const proxies = new Map<string, Server>();
  const proxy = async (url: string, version: Version) => {
    const key = `${version} ${new URL(url).origin}`;
    if (!proxies.has(key)) proxies.set(key, await versionProxy(url, version));
    return through(proxies.get(key)!, url);
  };
  const rows: FirstPaintRow[] = [];
  try {
    for (const [route, url] of pages) {
      const results: Record<Version, LH.Result[]> = { served: [], floor: [] };
      for (let i = 0; i < runs; i++)
        for (const version of versions)
          results[version].push(
            await lighthouseOnce(
              await proxy(url, version),
              version === 'served' ? ['performance', 'seo'] : ['performance'],
            ),
          );
      const figures = { served: figuresOf(results.served), floor: figuresOf(results.floor) };
      const ratio = Number((figures.served.lcpMs / figures.floor.lcpMs).toFixed(2));
      const medianServed = computeMedianRun(results.served);
      const row = {
        route,
        figures,
        ratio,
        withinLimits: ratio <= LCP_FACTOR && figures.served.tbtMs <= TBT_LIMIT_MS,
        seo: score(medianServed, 'seo'),
        jsKB: scriptKB(medianServed),
      };
      console.log(`first paint ${route} (${url}):`, JSON.stringify(row));
      rows.push(row);
    }
  } finally {
    await Promise.all([...proxies.values()].map((server) => server.close()));
  }
  return rows;
}

export const firstPaintMeasurement: Measurement<FirstPaintRow[]> = {
  key: 'firstPaint',
  async measure() {
    return measureFirstPaint(await benchPages(), flags().runs);
  },
  tables(rows) {
    // A run of some routes leaves the table of every route as it is.
    if (flags().routes) return {};
    return {
      firstPaint: [
        ['route', 'perf', 'LCP', 'LCP ÷ floor', 'TBT', 'SEO', 'JS'],
        ...rows.map(({ route, figures, ratio, seo, jsKB }) => [
          route,
          String(figures.served.perf),
          `${figures.served.lcpMs} ms`,
          String(ratio),
          `${figures.served.tbtMs} ms`,
          String(seo),
          `${jsKB} KB`,
        ]),
      ],
    };
  },
  report(rows) {
    const cell = (f: VersionFigures) => `${f.lcpMs} (${f.lcpSpread}) / ${f.tbtMs} (${f.tbtSpread}) / ${f.perf}`;
    console.log(
      '| route | served: LCP (spread) / TBT (spread) / perf | floor: LCP / TBT / perf | served ÷ floor LCP | within limits | SEO | JS KB |\n|---|---|---|---|---|---|---|',
    );
    for (const { route, figures, ratio, withinLimits, seo, jsKB } of rows)
      console.log(
        `| ${route} | ${cell(figures.served)} | ${cell(figures.floor)} | ${ratio} | ${withinLimits ? 'yes' : 'no'} | ${seo} | ${jsKB} |`,
      );
  },
};
