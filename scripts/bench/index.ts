/**
 * `pnpm bench`: prints the figures the issues ask for, measured on the production builds served as
 * `pnpm start` serves them, in Debian's Chromium. One module per measurement, run in this order:
 *  - photos.ts: the owner gives the first product a photo; each served size's bytes against its limit
 *    (first, so the product page measured below has a photo);
 *  - first-paint.ts: Lighthouse mobile on every route of docs/contract.md "Routes and screens" and the
 *    partner demo page, each as served and without its scripts (its static floor);
 *  - navigation.ts: click-to-content of three navigations between remotes;
 *  - bytes.ts: each unit's first-load JS (Brotli), JS bytes per remote entry, the shell's own JS, the
 *    calculator embed;
 *  - catalogue.ts: catalogue timings against a 20,000-product database;
 *  - server-time.ts: the pages function's time for uncached catalogue pages against those 20,000 articles
 *    (`--articles=200000 --only=serverTime`: against another count);
 *  - flood.ts: a visitor's product page while the function is flooded with distinct addresses (made-up
 *    and real ones), quiet against flooded p50/p95, and the 5xx answers (`--flood=200 --flood-runs=3`);
 *  - offline.ts: "Usar sin conexión" on Slow 4G: time, bytes on the wire and in storage, entries saved;
 *    the service worker's bytes (`--articles=900 --only=offline`: the demo's catalogue);
 *  - search.ts: the site search: the index's bytes, each route's first-load JS (and its growth against
 *    `--search-baseline=<checkout>`), first use and keystroke latencies (also with the CPU slowed 4×);
 *  - admin-prices.ts: the back-office's Lista de precios with 20,000 rows: preview and publish;
 *  - releases.ts: one release of the shell and of mf-catalogue, and `pnpm rollback` (whole commands).
 * The flags are flags.ts'. Needs the ports of `pnpm start` free. Results also go to
 * bench-results/latest.json, and docs/benchmarks.md gets this run's header and the tables of the
 * measurements it ran (report.ts, doc-table.ts).
 */
import { adminPricesMeasurement } from './admin-prices.ts';
import { bytesMeasurement } from './bytes.ts';
import { catalogueMeasurement } from './catalogue.ts';
import { firstPaintMeasurement } from './first-paint.ts';
import { BENCH_ARTICLES, flags } from './flags.ts';
import { floodMeasurement } from './flood.ts';
import type { Measurement } from './measurement.ts';
import { clickToContentMeasurement } from './navigation.ts';
import { offlineMeasurement } from './offline.ts';
import { photosMeasurement } from './photos.ts';
import { build, prerender, startSite } from './processes.ts';
import { releasesMeasurement } from './releases.ts';
import { report } from './report.ts';
import { searchMeasurement } from './search.ts';
import { serverTimeMeasurement } from './server-time.ts';

const { articles, only } = flags();

/** Add a measurement here (a module exporting a Measurement) to have it run and reported. */
const allMeasurements: Measurement[] = [
  photosMeasurement as Measurement,
  firstPaintMeasurement as Measurement,
  clickToContentMeasurement as Measurement,
  bytesMeasurement,
  catalogueMeasurement,
  serverTimeMeasurement(articles) as Measurement,
  floodMeasurement as Measurement,
  offlineMeasurement(articles) as Measurement,
  searchMeasurement,
  adminPricesMeasurement,
  releasesMeasurement as Measurement,
];
const measurements = only ? allMeasurements.filter((measurement) => only.includes(measurement.key)) : allMeasurements;
if (only && measurements.length !== only.length) {
  console.error(
    `--only: unknown measurement among ${only.join(', ')} (${allMeasurements.map((m) => m.key).join(', ')})`,
  );
  process.exit(2);
}

/** The measurements whose figures name their article count; the others are figures of 20,000 articles. */
const countNamed = ['serverTime', 'offline'];
if (articles !== BENCH_ARTICLES && measurements.some((measurement) => !countNamed.includes(measurement.key))) {
  console.error(
    `--articles=${articles}: only with --only=${countNamed.join(',')} or one of them (the other figures are of 20,000 articles)`,
  );
  process.exit(2);
}

async function main() {
  if (flags().build) build();
  const results: Record<string, unknown> = {};
  const stop = await startSite(articles);
  try {
    if (flags().prerender) await prerender();
    for (const measurement of measurements) results[measurement.key] = await measurement.measure();
  } finally {
    await stop();
  }
  await report(measurements, results);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
