/**
 * `pnpm bench`: the figures of docs/benchmarks.md, measured on the production builds served as `pnpm start`
 * serves them (its ports must be free). One module per measurement; photos run first, so the product page
 * measured later has a photo. Results go to bench-results/latest.json and docs/benchmarks.md's tables.
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
