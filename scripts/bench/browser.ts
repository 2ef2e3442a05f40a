import { localUrl, units } from '../../tooling/src/units.ts';

/** Debian's Chromium, as the e2e suite drives it. */
export const chromiumPath = '/usr/bin/chromium';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The composed site's origin, without the trailing slash. */
export const site = localUrl(units.shell.port).replace(/\/$/, '');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
