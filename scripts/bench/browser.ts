import { chromiumArgs } from '../../tooling/src/chromium.ts';
import { localUrl, units } from '../../tooling/src/units.ts';

export const chromeFlags = ['--headless=new', ...chromiumArgs];

/** The composed site's origin, without the trailing slash. */
export const site = localUrl(units.shell.port).replace(/\/$/, '');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The median of each figure on its own (Lighthouse's median run is chosen by FCP and TTI: its TBT is not the median TBT). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
