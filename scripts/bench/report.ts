/** The end of `pnpm bench`: the figures of every measurement, bench-results/latest.json and docs/benchmarks.md's tables. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../units-server.ts';
import { writeBenchmarks } from './doc-table.ts';
import type { Measurement } from './measurement.ts';

export async function report(measurements: Measurement[], results: Record<string, unknown>): Promise<void> {
  console.log('\n=== Figures ===');
  for (const measurement of measurements) if (measurement.key in results) measurement.report(results[measurement.key]);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeBenchmarks(
    Object.assign(
      {},
      ...measurements.map((measurement) =>
        measurement.key in results ? measurement.tables(results[measurement.key]) : {},
      ),
    ),
  );
}
