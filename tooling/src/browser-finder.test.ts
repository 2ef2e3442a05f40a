import { describe, expect, it } from 'vitest';
import {
  installedBrowserPaths,
  planBrowserSearch,
  playwrightBrowsersDir,
  playwrightChromiumPaths,
  resolveBrowserPath,
  sparticuzVersion,
  type Found,
  type Host,
} from './browser-finder.ts';

const debianRoot: Host = {
  platform: 'linux',
  arch: 'x64',
  isRoot: true,
  distro: ['debian'],
  hasAptGet: true,
  hasNpm: true,
};
const nothing: Found = { installed: [], playwright: [], unpacked: [] };
const kinds = (plan: ReturnType<typeof planBrowserSearch>) => plan.steps.map((step) => step.kind);

describe('planBrowserSearch', () => {
  it('takes CHROMIUM_PATH and nothing else, not even as a fallback', () => {
    const plan = planBrowserSearch({ CHROMIUM_PATH: ' /opt/chrome ' }, debianRoot, {
      ...nothing,
      installed: ['/usr/bin/chromium'],
    });
    expect(plan).toEqual({ steps: [{ kind: 'env', path: '/opt/chrome' }], skipped: [] });
  });

  it('ignores an empty CHROMIUM_PATH', () => {
    expect(kinds(planBrowserSearch({ CHROMIUM_PATH: '  ' }, debianRoot, nothing))[0]).toBe('playwright-download');
  });

  it('looks everywhere before installing anything, then downloads, apt, the npm package (as root on Debian)', () => {
    const plan = planBrowserSearch({}, debianRoot, {
      recorded: '/cache/chromium',
      installed: ['/usr/bin/chromium'],
      playwright: ['/pw/chromium-1255/chrome-linux64/chrome'],
      unpacked: ['/cache/sparticuz/chromium'],
    });
    expect(plan.steps).toEqual([
      { kind: 'look', what: 'the browser this finder chose last time', paths: ['/cache/chromium'] },
      { kind: 'look', what: 'a Chromium or Chrome installed on this machine', paths: ['/usr/bin/chromium'] },
      { kind: 'look', what: "Playwright's browsers", paths: ['/pw/chromium-1255/chrome-linux64/chrome'] },
      {
        kind: 'look',
        what: 'the Chromium unpacked from @sparticuz/chromium by an earlier run',
        paths: ['/cache/sparticuz/chromium'],
      },
      { kind: 'playwright-download' },
      { kind: 'apt' },
      { kind: 'npm-package', version: sparticuzVersion },
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it('never uses apt without root, on Ubuntu or without apt-get, and says why', () => {
    const cases: Array<[Partial<Host>, RegExp]> = [
      [{ isRoot: false }, /needs root/],
      [{ distro: ['ubuntu', 'debian'] }, /not Debian/],
      [{ distro: [] }, /not Debian/],
      [{ hasAptGet: false }, /no apt-get/],
      [{ platform: 'darwin', distro: [] }, /not Debian/],
    ];
    for (const [change, reason] of cases) {
      const plan = planBrowserSearch({}, { ...debianRoot, ...change }, nothing);
      expect(kinds(plan)).not.toContain('apt');
      expect(plan.skipped.some((line) => reason.test(line))).toBe(true);
    }
  });

  it('offers the npm package only on Linux x64 with npm', () => {
    for (const change of [{ arch: 'arm64' }, { platform: 'darwin' as const }, { hasNpm: false }]) {
      const plan = planBrowserSearch({}, { ...debianRoot, ...change }, nothing);
      expect(kinds(plan)).not.toContain('npm-package');
      expect(plan.skipped.some((line) => line.startsWith('@sparticuz/chromium'))).toBe(true);
    }
    expect(kinds(planBrowserSearch({}, { ...debianRoot, isRoot: false }, nothing))).toEqual([
      'playwright-download',
      'npm-package',
    ]);
  });

  it('only looks with FRIO_BROWSER_INSTALL=0', () => {
    const plan = planBrowserSearch({ FRIO_BROWSER_INSTALL: '0' }, debianRoot, { ...nothing, installed: ['/a'] });
    expect(kinds(plan)).toEqual(['look']);
    expect(plan.skipped).toEqual(['every download and install: FRIO_BROWSER_INSTALL=0']);
  });
});

describe('resolveBrowserPath', () => {
  const exists = (files: string[]) => (file: string) => files.includes(file);

  it('returns CHROMIUM_PATH as given, even missing, so the launch error names it', () => {
    expect(resolveBrowserPath({ CHROMIUM_PATH: '/nope' }, '/rec', ['/a'], exists(['/rec', '/a']))).toBe('/nope');
  });

  it("prefers the finder's record while it still runs, then the first present candidate", () => {
    expect(resolveBrowserPath({}, '/rec', ['/a', '/b'], exists(['/rec', '/b']))).toBe('/rec');
    expect(resolveBrowserPath({}, '/rec', ['/a', '/b'], exists(['/b']))).toBe('/b');
    expect(resolveBrowserPath({}, undefined, ['/a'], exists([]))).toBeUndefined();
  });
});

describe('where browsers are', () => {
  it('lists the common Linux and macOS install paths', () => {
    expect(installedBrowserPaths('linux', '/home/a')).toContain('/usr/bin/chromium');
    expect(installedBrowserPaths('linux', '/home/a')).toContain('/usr/bin/google-chrome');
    expect(installedBrowserPaths('darwin', '/Users/a')).toContain(
      '/Users/a/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    );
    expect(installedBrowserPaths('win32', 'C:\\')).toEqual([]);
  });

  it("finds Playwright's folder from PLAYWRIGHT_BROWSERS_PATH, XDG_CACHE_HOME or the home", () => {
    expect(playwrightBrowsersDir({ PLAYWRIGHT_BROWSERS_PATH: '/pw' }, 'linux', '/h')).toBe('/pw');
    expect(playwrightBrowsersDir({ PLAYWRIGHT_BROWSERS_PATH: '0' }, 'linux', '/h')).toBe('/h/.cache/ms-playwright');
    expect(playwrightBrowsersDir({ XDG_CACHE_HOME: '/x' }, 'linux', '/h')).toBe('/x/ms-playwright');
    expect(playwrightBrowsersDir({}, 'darwin', '/h')).toBe('/h/Library/Caches/ms-playwright');
  });

  it("orders Playwright's Chromium builds newest first, headless shells last", () => {
    const paths = playwrightChromiumPaths(
      '/pw',
      ['ffmpeg-1011', 'chromium_headless_shell-1255', 'chromium-1200', 'chromium-1255', 'firefox-1572'],
      'linux',
    );
    expect(paths).toEqual([
      '/pw/chromium-1255/chrome-linux64/chrome',
      '/pw/chromium-1255/chrome-linux/chrome',
      '/pw/chromium-1200/chrome-linux64/chrome',
      '/pw/chromium-1200/chrome-linux/chrome',
      '/pw/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell',
      '/pw/chromium_headless_shell-1255/chrome-linux/headless_shell',
    ]);
  });
});
