/**
 * The first paint against its static floor: Lighthouse mobile on every prerendered route
 * for two versions of the same document, served through a small local proxy in front of the shell (one
 * port per version, so both go through the same hop):
 *  - `served`: the document as the site serves it (its app starts at once: the build's tags in <head>);
 *  - `floor`: the same document with every script and script preload removed (what its HTML and inline
 *    CSS alone give).
 * Runs alternate the versions route by route (served, floor, served, …), so a burst of load on a shared
 * machine falls on both. The verdict column: served LCP within 1.05× the floor's and TBT within 150 ms
 * (where a route misses it, a mechanism that delays the app could be worth its code). Part of
 * `pnpm bench --only=firstPaint` (`--routes=/,/faq`, `--runs=N`).
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type * as LH from 'lighthouse/types/lh.js';
import { parseHtml } from '@frio/renderer/html-document';
import { median, site } from './browser.ts';
import { benchRoutes, firstProductPath, lighthouseOnce, productRoute, someRoutes } from './lighthouse-routes.ts';
import type { BenchOptions, Measurement } from './measurement.ts';

type Version = 'served' | 'floor';
const versions: Version[] = ['served', 'floor'];

/** Script types that only carry data (a rubro's rows, JSON-LD): not scripts that run. */
const dataTypes = new Set(['application/json', 'application/ld+json']);

/** The floor of a document (pure): every script that runs, and every script preload, removed. */
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
 * A proxy in front of `upstream` that serves every HTML document in `version`; the rest passes as it is.
 * Both versions' documents are encoded again here alike (zlib's defaults), so the two differ only by the
 * scripts: the site's hops compress with different settings (the Hosting emulator re-encodes a
 * function's answer), and a floor compressed harder than its served document would gain a round trip in
 * Lighthouse's simulation of TCP for its encoder alone.
 */
async function versionProxy(upstream: string, version: Version): Promise<{ url: string; server: Server }> {
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
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

const numeric = (run: LH.Result, audit: string) => run.audits[audit]?.numericValue ?? Number.NaN;
const medianOf = (runs: LH.Result[], audit: string) => median(runs.map((run) => numeric(run, audit)));
const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

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
  /** served within 1.05× the floor's LCP and within 150 ms of TBT. */
  withinLimits: boolean;
}

function figuresOf(runs: LH.Result[]): VersionFigures {
  const medianRun = computeMedianRun(runs);
  return {
    perf: Math.round((medianRun.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(medianOf(runs, 'largest-contentful-paint')),
    lcpSpread: spread(runs.map((run) => numeric(run, 'largest-contentful-paint'))),
    tbtMs: Math.round(medianOf(runs, 'total-blocking-time')),
    tbtSpread: spread(runs.map((run) => numeric(run, 'total-blocking-time'))),
    fcpMs: Math.round(medianOf(runs, 'first-contentful-paint')),
  };
}

/** The limits the site keeps: LCP ≤ 1.05 × the floor's, TBT ≤ 150 ms. */
const LCP_FACTOR = 1.05;
const TBT_LIMIT_MS = 150;

/** Each of `paths` served and as its floor, alternating, `runs` times each (the product photo's bench uses it too). */
export async function measureFirstPaint(paths: string[], runs: number): Promise<FirstPaintRow[]> {
  const proxies = Object.fromEntries(
    await Promise.all(versions.map(async (version) => [version, await versionProxy(site, version)] as const)),
  ) as Record<Version, { url: string; server: Server }>;
  const rows: FirstPaintRow[] = [];
  try {
    for (const path of paths) {
      const results: Record<Version, LH.Result[]> = { served: [], floor: [] };
      for (let i = 0; i < runs; i++)
        for (const version of versions)
          results[version].push(await lighthouseOnce(`${proxies[version].url}${path}`, ['performance']));
      const figures = { served: figuresOf(results.served), floor: figuresOf(results.floor) };
      const ratio = Number((figures.served.lcpMs / figures.floor.lcpMs).toFixed(2));
      const row = {
        route: path,
        figures,
        ratio,
        withinLimits: ratio <= LCP_FACTOR && figures.served.tbtMs <= TBT_LIMIT_MS,
      };
      console.log(`first paint ${path}:`, JSON.stringify(row));
      rows.push(row);
    }
  } finally {
    await Promise.all(Object.values(proxies).map(({ server }) => server.close()));
  }
  return rows;
}

export function firstPaintMeasurement(options: BenchOptions): Measurement<FirstPaintRow[]> {
  return {
    key: 'firstPaint',
    async measure() {
      // The 404 is answered with HTTP 404, which Lighthouse does not measure.
      const routes = benchRoutes().filter((path) => path !== '/pagina-que-no-existe');
      const paths = await Promise.all(
        routes.map((route) => (route === productRoute ? firstProductPath(site) : Promise.resolve(route))),
      );
      return measureFirstPaint(paths, options.lighthouseRuns);
    },
    tables(rows) {
      if (someRoutes()) return {};
      return {
        firstPaint: [
          ['route', 'LCP ÷ floor', 'LCP', 'TBT'],
          ...rows.map(({ route, figures, ratio }) => [
            route.startsWith('/producto/') ? 'a product page' : route,
            String(ratio),
            `${figures.served.lcpMs} ms`,
            `${figures.served.tbtMs} ms`,
          ]),
        ],
      };
    },
    report(rows) {
      const cell = (f: VersionFigures) => `${f.lcpMs} (${f.lcpSpread}) / ${f.tbtMs} (${f.tbtSpread}) / ${f.perf}`;
      console.log(
        '| route | served: LCP (spread) / TBT (spread) / perf | floor: LCP / TBT / perf | served ÷ floor LCP | within limits |\n|---|---|---|---|---|',
      );
      for (const { route, figures, ratio, withinLimits } of rows)
        console.log(
          `| ${route} | ${cell(figures.served)} | ${cell(figures.floor)} | ${ratio} | ${withinLimits ? 'yes' : 'no'} |`,
        );
    },
  };
}
