/** Debian's Chromium, which the e2e suite and the benchmarks drive (scripts/ensure-chromium.sh looks for it). */
export const chromiumPath = '/usr/bin/chromium';

/** Flags for a quiet, reproducible browser on a shared machine: no sandbox, GPU, updates or background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
