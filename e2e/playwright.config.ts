import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@frio/tooling/chromium';
import { backendPorts, units, localUrl } from '@frio/tooling/units';
import { pnpmCommand } from '@frio/tooling/package-manager';

/**
 * The e2e suite runs against the production builds (pnpm build) served by vite preview, one port per
 * unit, started by a worker fixture (support/site.ts) so tests can stop and redeploy single remotes;
 * the local backend (firebase-server, and Firebase's emulators for Auth and Functions with the pages
 * function, which the shell's server proxies the catalogue's addresses to, as Hosting does) is a webServer. The Chromium is the one setting of
 * tooling/src/chromium.ts (`pnpm browser` finds or obtains it).
 */
export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: localUrl(units.shell.port),
    locale: 'es-AR',
    // A trace recorded for every test made the suite a third slower on 2 cores (shell, hydration and
    // no-javascript: 152 s of tests against 101 s without): it is recorded when a failed test runs again.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The site's service worker controls a page only from the visit after the one that registers it, so a
    // spec would meet it or not by the order of its tests: each spec runs without it, except those about it
    // (offline.spec.ts allows it).
    serviceWorkers: 'block',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: chromiumArgs,
    },
  },
  webServer: {
    command: pnpmCommand('--dir .. run serve --only backend'),
    port: backendPorts.auth,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The pages function looks at the live releases every second (30 s in production): a release test waits less.
    env: { ...(process.env as Record<string, string>), FRIO_PAGES_REFRESH_MS: '1000' },
  },
});
