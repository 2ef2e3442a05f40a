import { chromiumArgs } from '../../tooling/src/chromium.ts';
import { localUrl, units } from '../../tooling/src/units.ts';

export const chromeFlags = ['--headless=new', ...chromiumArgs];

/** The composed site's origin, without the trailing slash. */
export const site = localUrl(units.shell.port).replace(/\/$/, '');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
