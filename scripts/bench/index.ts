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
 *  - server-time.ts: the pages function's time for uncached catalogue pages against 20,000 articles
 *    (`--articles=200000 --only=serverTime`: against another count).
 * The flags are flags.ts'. Needs the ports of `pnpm start` free. Results also go to
 * bench-results/latest.json, and docs/benchmarks.md gets this run's header and the tables of the
 * measurements it ran (report.ts, doc-table.ts).
 */
import { bytesMeasurement } from './bytes.ts';
import { firstPaintMeasurement } from './first-paint.ts';
import { BENCH_ARTICLES, flags } from './flags.ts';
import type { Measurement } from './measurement.ts';
import { clickToContentMeasurement } from './navigation.ts';
import { photosMeasurement } from './photos.ts';
import { build, prerender, startSite } from './processes.ts';
import { report } from './report.ts';
import { serverTimeMeasurement } from './server-time.ts';

const { articles, only } = flags();

/** Add a measurement here (a module exporting a Measurement) to have it run and reported. */
const allMeasurements: Measurement[] = [
  photosMeasurement as Measurement,
  firstPaintMeasurement as Measurement,
  clickToContentMeasurement as Measurement,
  bytesMeasurement,
  serverTimeMeasurement(articles) as Measurement,
];
const measurements = only ? allMeasurements.filter((measurement) => only.includes(measurement.key)) : allMeasurements;
if (only && measurements.length !== only.length) {
  console.error(
    `--only: unknown measurement among ${only.join(', ')} (${allMeasurements.map((m) => m.key).join(', ')})`,
  );
  process.exit(2);
}

// Only serverTime's figures name their article count; the others are figures of 20,000 articles.
if (articles !== BENCH_ARTICLES && measurements.some((measurement) => measurement.key !== 'serverTime')) {
  console.error(`--articles=${articles}: only with --only=serverTime (the other figures are of 20,000 articles)`);
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
