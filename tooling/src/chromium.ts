/**
 * The tests' and benchmarks' Chromium, one setting for every tool (e2e, prerender, bench, Lighthouse).
 * Reads CHROMIUM_PATH, the finder's record (node_modules/.cache/frio-browser/browser.json) and the
 * common install paths; `pnpm browser` (scripts/ensure-browser.ts) obtains one when none is there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  browserCacheDir,
  installedBrowserPaths,
  playwrightBrowsersDir,
  playwrightChromiumPaths,
  recordFile,
  resolveBrowserPath,
  sparticuzBinary,
} from './browser-finder.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const cacheDir = browserCacheDir(root);

/** A regular file this user may run (a path hidden behind /dev/null is not). */
export function isExecutable(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function readRecord(): string | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(recordFile(cacheDir), 'utf8')) as { path?: unknown };
    return typeof record.path === 'string' ? record.path : undefined;
  } catch {
    return undefined;
  }
}

/** Playwright's Chromium builds present on disk, newest first. */
export function playwrightBrowsers(): string[] {
  const dir = playwrightBrowsersDir(process.env, process.platform, os.homedir());
  if (!dir) return [];
  try {
    return playwrightChromiumPaths(dir, fs.readdirSync(dir), process.platform);
  } catch {
    return [];
  }
}

/** Every browser that may already be on disk, in the finder's order of looking. */
export function presentCandidates(): { installed: string[]; playwright: string[]; unpacked: string[] } {
  return {
    installed: installedBrowserPaths(process.platform, os.homedir()),
    playwright: playwrightBrowsers(),
    unpacked: [sparticuzBinary(cacheDir)],
  };
}

const present = presentCandidates();

/** The Chromium every tool launches; undefined when none is there (run `pnpm browser`). */
export const chromiumPath: string | undefined = resolveBrowserPath(
  process.env,
  readRecord(),
  [...present.installed, ...present.playwright, ...present.unpacked],
  isExecutable,
);

export function requireChromiumPath(): string {
  if (chromiumPath) return chromiumPath;
  throw new Error(
    'No Chromium found for the tests. Run `npx -y pnpm@12.21.0 browser` (scripts/ensure-browser.ts), which finds ' +
      'or obtains one and says how, or set CHROMIUM_PATH. See docs/testing.md.',
  );
}

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
