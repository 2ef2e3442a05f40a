/**
 * Where the tests' Chromium comes from: the places to look, the order to try them in, and which path every
 * tool uses. Pure: the caller hands in the host's facts and what exists on disk (scripts/ensure-browser.ts
 * acts on the plan, tooling/src/chromium.ts reads the answer). docs/testing.md explains the order.
 */
import path from 'node:path';

/** The @sparticuz/chromium release installed on demand (its Chromium 153 runs on Node 20 and later here). */
export const sparticuzVersion = '153.0.0';

/** The finder's folder: the npm package it installs, the binary unpacked from it, the path it chose. */
export function browserCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'frio-browser');
}

/** The small file where the finder records the browser it chose, which every tool then reads. */
export function recordFile(cacheDir: string): string {
  return path.join(cacheDir, 'browser.json');
}

/** Where the npm package's Chromium is unpacked (its executablePath() writes into TMPDIR, set to this folder). */
export function sparticuzUnpackDir(cacheDir: string): string {
  return path.join(cacheDir, `sparticuz-${sparticuzVersion}`);
}

export function sparticuzBinary(cacheDir: string): string {
  return path.join(sparticuzUnpackDir(cacheDir), 'chromium');
}

/** Common places of a Chromium or Chrome installed by the system's package manager or by hand. */
export function installedBrowserPaths(platform: NodeJS.Platform, home: string): string[] {
  if (platform === 'linux')
    return [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/opt/google/chrome/chrome',
      '/snap/bin/chromium',
    ];
  if (platform === 'darwin') {
    const apps = [
      'Chromium.app/Contents/MacOS/Chromium',
      'Google Chrome.app/Contents/MacOS/Google Chrome',
      'Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
    ];
    return [
      ...apps.map((app) => path.join('/Applications', app)),
      ...apps.map((app) => path.join(home, 'Applications', app)),
    ];
  }
  return [];
}

/** Playwright's browsers folder: PLAYWRIGHT_BROWSERS_PATH, else its per-user cache. */
export function playwrightBrowsersDir(
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform,
  home: string,
): string | undefined {
  const set = env.PLAYWRIGHT_BROWSERS_PATH;
  if (set && set !== '0') return set;
  if (platform === 'linux') return path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'ms-playwright');
  if (platform === 'darwin') return path.join(home, 'Library', 'Caches', 'ms-playwright');
  return undefined;
}

const revision = (entry: string) => Number(/-(\d+)$/.exec(entry)?.[1] ?? 0);

/**
 * The executables inside Playwright's browsers folder, given its entries: the full Chromium of every
 * revision, newest first, then the headless shells (enough for Playwright, not for Lighthouse's launcher).
 */
export function playwrightChromiumPaths(dir: string, entries: readonly string[], platform: NodeJS.Platform): string[] {
  const byRevision = (prefix: string) =>
    entries.filter((entry) => new RegExp(`^${prefix}-\\d+$`).test(entry)).sort((a, b) => revision(b) - revision(a));
  const inside: Record<string, string[]> =
    platform === 'darwin'
      ? {
          chromium: [
            'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
            'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
            'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
          ],
          chromium_headless_shell: [
            'chrome-headless-shell-mac-arm64/chrome-headless-shell',
            'chrome-headless-shell-mac-x64/chrome-headless-shell',
          ],
        }
      : {
          chromium: ['chrome-linux64/chrome', 'chrome-linux/chrome'],
          chromium_headless_shell: [
            'chrome-headless-shell-linux64/chrome-headless-shell',
            'chrome-linux/headless_shell',
          ],
        };
  return Object.entries(inside).flatMap(([prefix, files]) =>
    byRevision(prefix).flatMap((entry) => files.map((file) => path.join(dir, entry, file))),
  );
}

/** What the finder knows about the machine it runs on. */
export interface Host {
  platform: NodeJS.Platform;
  arch: string;
  isRoot: boolean;
  /** ID and ID_LIKE of /etc/os-release ('debian', 'ubuntu', …); empty elsewhere. */
  distro: readonly string[];
  hasAptGet: boolean;
  hasNpm: boolean;
}

export type Step =
  | { kind: 'env'; path: string }
  | { kind: 'look'; what: string; paths: string[] }
  | { kind: 'playwright-download' }
  | { kind: 'apt' }
  | { kind: 'npm-package'; version: string };

export interface Plan {
  steps: Step[];
  /** The sources that do not apply here, with why: printed, so nothing is left out silently. */
  skipped: string[];
}

/** What exists on disk before anything is installed. */
export interface Found {
  /** The path recorded by an earlier run, if any. */
  recorded?: string;
  installed: string[];
  playwright: string[];
  /** The npm package's Chromium unpacked by an earlier run. */
  unpacked: string[];
}

/**
 * The order: the person's own choice; then every browser already on the machine, so nothing is installed
 * when one is there; then the downloads, from the one that changes the least outside this checkout.
 * CHROMIUM_PATH set means that browser and no other: a typo must not quietly test in another one.
 * FRIO_BROWSER_INSTALL=0 keeps to looking.
 */
export function planBrowserSearch(env: Readonly<Record<string, string | undefined>>, host: Host, found: Found): Plan {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) return { steps: [{ kind: 'env', path: chosen }], skipped: [] };

  const steps: Step[] = [];
  const skipped: string[] = [];
  const look = (what: string, paths: string[]) => {
    if (paths.length > 0) steps.push({ kind: 'look', what, paths });
  };
  look('the browser this finder chose last time', found.recorded ? [found.recorded] : []);
  look('a Chromium or Chrome installed on this machine', found.installed);
  look("Playwright's browsers", found.playwright);
  look('the Chromium unpacked from @sparticuz/chromium by an earlier run', found.unpacked);

  if (env.FRIO_BROWSER_INSTALL === '0') {
    skipped.push('every download and install: FRIO_BROWSER_INSTALL=0');
    return { steps, skipped };
  }
  steps.push({ kind: 'playwright-download' });

  const debian = host.distro.includes('debian') && !host.distro.includes('ubuntu');
  if (host.platform !== 'linux' || !debian)
    skipped.push("Debian's chromium package: not Debian (Ubuntu's chromium is a snap, which containers lack)");
  else if (!host.isRoot) skipped.push("Debian's chromium package: needs root, and this never asks for sudo");
  else if (!host.hasAptGet) skipped.push("Debian's chromium package: no apt-get");
  else steps.push({ kind: 'apt' });

  if (host.platform !== 'linux' || host.arch !== 'x64')
    skipped.push(`@sparticuz/chromium: it ships a Linux x64 binary only (this is ${host.platform} ${host.arch})`);
  else if (!host.hasNpm) skipped.push('@sparticuz/chromium: no npm on PATH');
  else steps.push({ kind: 'npm-package', version: sparticuzVersion });

  return { steps, skipped };
}

/**
 * The path every tool uses: CHROMIUM_PATH as given (a wrong one must fail loudly, naming it), else the
 * finder's record while it still runs, else the first browser present.
 */
export function resolveBrowserPath(
  env: Readonly<Record<string, string | undefined>>,
  recorded: string | undefined,
  candidates: readonly string[],
  isExecutable: (file: string) => boolean,
): string | undefined {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) return chosen;
  if (recorded && isExecutable(recorded)) return recorded;
  return candidates.find(isExecutable);
}
