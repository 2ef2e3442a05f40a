/**
 * The first paint's designs, side by side (issue #25 §2): Lighthouse mobile on every prerendered route
 * for three versions of the same document, served through a small local proxy in front of the shell
 * (one port per version, so every version goes through the same hop):
 *  - `served`: the document as the site serves it;
 *  - `floor`: the same document with every script removed (its static floor: what the HTML and its
 *    inline CSS alone give);
 *  - `atOnce`: the app's tags in <head> as the build wrote them, started at once (no inline script, no
 *    delayed start), and a rubro's prerendered rows shown with the document (their freshness decided when
 *    the document was made).
 * In `floor` and `atOnce` a rubro's first rows are shown with the document (`data-snapshot-fresh` on
 * <html>: documents made before #25 hid them until their inline script's check), as in the design that
 * needs no check before them. On a document that already starts its app
 * at once, `atOnce` is the served document.
 * Runs alternate the versions route by route (served, floor, atOnce, served, …), so a burst of load on a
 * shared machine falls on all three. The verdict column: `atOnce` LCP within 1.25× the floor's and TBT
 * within 150 ms. Part of `pnpm bench --only=firstPaint` (`--routes=/,/faq`, `--runs=N`).
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type * as LH from 'lighthouse/types/lh.js';
import { parseHtml, verbatim } from '../../tooling/src/html-document.ts';
import { site } from './browser.ts';
import { benchRoutes, lighthouseOnce } from './lighthouse-routes.ts';
import type { BenchOptions, Measurement } from './measurement.ts';

type Version = 'served' | 'floor' | 'atOnce';
const versions: Version[] = ['served', 'floor', 'atOnce'];

/** Script types that only carry data (a rubro's rows, JSON-LD): not scripts that run. */
const dataTypes = new Set(['application/json', 'application/ld+json']);

/** A document in one of the versions (pure). */
function documentVersion(html: string, version: Version): string {
  if (version === 'served') return html;
  const document = parseHtml(html);
  const head = document.querySelector('head');
  const template = document.querySelector('template#app-start');
  // The inline starter (no src) and, for the floor, every script that runs.
  for (const script of document.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (dataTypes.has(type)) continue;
    if (version === 'floor' || !script.hasAttribute('src')) script.remove();
  }
  if (template) {
    if (version === 'atOnce') template.replaceWith(verbatim(template.innerHTML));
    else template.remove();
  }
  if (version === 'floor')
    for (const link of head?.querySelectorAll('link[rel=modulepreload], link[rel=preload]') ?? []) link.remove();
  document.querySelector('html')?.setAttribute('data-snapshot-fresh', '');
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

/** A proxy in front of `upstream` that serves every HTML document in `version`; the rest passes as it is. */
async function versionProxy(upstream: string, version: Version): Promise<{ url: string; server: Server }> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: target.host };
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const isHtml = String(answer.headers['content-type'] ?? '').includes('text/html');
        if (!isHtml || version === 'served') {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const html = decode(Buffer.concat(chunks), encoding).toString('utf8');
          const body = encode(Buffer.from(documentVersion(html, version)), encoding);
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
  /** atOnce LCP / floor LCP (medians). */
  ratio: number;
  /** atOnce within 1.25× the floor's LCP and within 150 ms of TBT. */
  atOnceKept: boolean;
}

function figuresOf(runs: LH.Result[]): VersionFigures {
  const median = computeMedianRun(runs);
  return {
    perf: Math.round((median.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric(median, 'largest-contentful-paint')),
    lcpSpread: spread(runs.map((run) => numeric(run, 'largest-contentful-paint'))),
    tbtMs: Math.round(numeric(median, 'total-blocking-time')),
    tbtSpread: spread(runs.map((run) => numeric(run, 'total-blocking-time'))),
    fcpMs: Math.round(numeric(median, 'first-contentful-paint')),
  };
}

/** The limits of the issue: atOnce LCP ≤ 1.25 × floor LCP, atOnce TBT ≤ 150 ms. */
const LCP_FACTOR = 1.25;
const TBT_LIMIT_MS = 150;

export function firstPaintMeasurement(options: BenchOptions): Measurement<FirstPaintRow[]> {
  return {
    key: 'firstPaint',
    async measure() {
      const proxies = Object.fromEntries(
        await Promise.all(versions.map(async (version) => [version, await versionProxy(site, version)] as const)),
      ) as Record<Version, { url: string; server: Server }>;
      const rows: FirstPaintRow[] = [];
      try {
        // The 404 is answered with HTTP 404, which Lighthouse does not measure.
        for (const route of benchRoutes().filter((path) => path !== '/pagina-que-no-existe')) {
          const runs: Record<Version, LH.Result[]> = { served: [], floor: [], atOnce: [] };
          for (let i = 0; i < options.lighthouseRuns; i++)
            for (const version of versions)
              runs[version].push(await lighthouseOnce(`${proxies[version].url}${route}`, ['performance']));
          const figures = {
            served: figuresOf(runs.served),
            floor: figuresOf(runs.floor),
            atOnce: figuresOf(runs.atOnce),
          };
          const ratio = Number((figures.atOnce.lcpMs / figures.floor.lcpMs).toFixed(2));
          const row = {
            route,
            figures,
            ratio,
            atOnceKept: ratio <= LCP_FACTOR && figures.atOnce.tbtMs <= TBT_LIMIT_MS,
          };
          console.log(`first paint ${route}:`, JSON.stringify(row));
          rows.push(row);
        }
      } finally {
        await Promise.all(Object.values(proxies).map(({ server }) => server.close()));
      }
      return rows;
    },
    report(rows) {
      const cell = (f: VersionFigures) => `${f.lcpMs} (${f.lcpSpread}) / ${f.tbtMs} (${f.tbtSpread}) / ${f.perf}`;
      console.log(
        '| route | served: LCP (spread) / TBT (spread) / perf | floor: LCP / TBT / perf | at once: LCP / TBT / perf | at once ÷ floor LCP | at once kept |\n|---|---|---|---|---|---|',
      );
      for (const { route, figures, ratio, atOnceKept } of rows)
        console.log(
          `| ${route} | ${cell(figures.served)} | ${cell(figures.floor)} | ${cell(figures.atOnce)} | ${ratio} | ${atOnceKept ? 'yes' : 'no'} |`,
        );
    },
  };
}
