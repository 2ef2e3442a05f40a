/** The end of `pnpm bench`: the figures of every measurement, and bench-results/latest.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../units-server.ts';
import type { Measurement } from './measurement.ts';

export function report(measurements: Measurement[], results: Record<string, unknown>, shown: Measurement[]): void {
  console.log('\n=== Figures ===');
  for (const measurement of measurements)
    if (shown.includes(measurement) && measurement.key in results) measurement.report(results[measurement.key]);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
}
