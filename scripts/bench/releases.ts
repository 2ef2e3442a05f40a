/**
 * Release timings for `pnpm bench` (also alone: `tsx scripts/bench/releases.ts`): in a temporary hosting
 * directory, one release of the shell and of mf-catalogue (build and checks included), then rollbacks of
 * mf-catalogue back and forth, each a whole `pnpm rollback` command as a maintainer runs it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../units-server.ts';
import type { Measurement } from './measurement.ts';
import { median } from './browser.ts';

function timed(args: string[], hosting: string): number {
  const started = performance.now();
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/release.ts', ...args, '--hosting', hosting, '--no-prerender'],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
  return Math.round(performance.now() - started);
}

function releaseTimings(runs = 5) {
  const hosting = mkdtempSync(path.join(tmpdir(), 'frio-bench-hosting-'));
  try {
    const shellReleaseMs = timed(['release', 'shell'], hosting);
    const catalogueReleaseMs = timed(['release', 'mf-catalogue'], hosting);
    // Back to the unversioned build live before the first release, then forward to the release, and so on.
    const back: number[] = [];
    const forward: number[] = [];
    const version = (
      execFileSync('node', ['-p', "require('./mf-catalogue/package.json').version"], { cwd: root }) + ''
    ).trim();
    for (let run = 0; run < runs; run += 1) {
      back.push(timed(['rollback', 'mf-catalogue'], hosting));
      forward.push(timed(['rollback', 'mf-catalogue', '--to', version], hosting));
    }
    const all = [...back, ...forward];
    return {
      shellReleaseMs,
      catalogueReleaseMs,
      rollbackMs: { median: median(all), min: Math.min(...all), max: Math.max(...all), runs: all },
    };
  } finally {
    rmSync(hosting, { recursive: true, force: true });
  }
}

type ReleaseTimings = ReturnType<typeof releaseTimings>;

export const releasesMeasurement: Measurement<ReleaseTimings> = {
  key: 'releases',
  async measure() {
    const timings = releaseTimings();
    console.log('releases:', timings);
    return timings;
  },
  tables({ shellReleaseMs, catalogueReleaseMs, rollbackMs }) {
    return {
      releases: [
        ['command', 'time', 'spread', 'target'],
        ['pnpm release shell', `${(shellReleaseMs / 1000).toFixed(1)} s`, '', ''],
        ['pnpm release mf-catalogue', `${(catalogueReleaseMs / 1000).toFixed(1)} s`, '', ''],
        [
          'pnpm rollback (whole command)',
          `${rollbackMs.median} ms`,
          `${rollbackMs.min}–${rollbackMs.max} ms`,
          '< 10 s, no build',
        ],
      ],
    };
  },
  report(timings) {
    const { rollbackMs } = timings;
    console.log(
      `release shell ${timings.shellReleaseMs} ms, release mf-catalogue ${timings.catalogueReleaseMs} ms (1 run each); ` +
        `rollback median ${rollbackMs.median} ms (${rollbackMs.min}–${rollbackMs.max}, ${rollbackMs.runs.length} runs)`,
    );
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(releaseTimings());
}
