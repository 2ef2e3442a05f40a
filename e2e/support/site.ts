/**
 * The composed site for the tests: each unit's production build served on its own port (as `pnpm
 * start` does). Worker-scoped, so a spec can stop a remote (a real server going down) and start it
 * again, or redeploy one after rebuilding it.
 */
import { test as base, expect, type Page } from '@playwright/test';
import type { PreviewServer } from 'vite';
import type { UnitKey } from '@frio/tooling/units';
import { serveUnit, servePartnerDemo, unitKeys } from '../../scripts/units-server.ts';
import { waitForPagesFunction } from '../../scripts/pages-function.ts';

export interface Site {
  stop(unit: UnitKey): Promise<void>;
  /** Starts a stopped unit: its dist/, or its site in a hosting directory written by `pnpm release`. */
  start(unit: UnitKey, options?: { hosting?: string }): Promise<void>;
  /** Serves another copy of a unit on its port (stop it first): see serveUnit. */
  startFrom(unit: UnitKey, from: { root?: string; outDir?: string }): Promise<void>;
}

export const test = base.extend<{ consoleErrors: string[] }, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
    async ({}, use) => {
      const servers = new Map<UnitKey, PreviewServer>();
      for (const unit of unitKeys) servers.set(unit, await serveUnit(unit));
      // The demo partner page that embeds the calculator, on its own origin.
      const partnerDemo = await servePartnerDemo();
      // The Functions emulator answers 404 until it has loaded the pages function: a spec run alone would
      // ask for a catalogue page before that.
      await waitForPagesFunction();
      const site: Site = {
        async stop(unit) {
          await servers.get(unit)?.close();
          servers.delete(unit);
        },
        async start(unit, options) {
          if (!servers.has(unit)) servers.set(unit, await serveUnit(unit, options));
        },
        async startFrom(unit, from) {
          if (!servers.has(unit)) servers.set(unit, await serveUnit(unit, from));
        },
      };
      await use(site);
      await Promise.all([...servers.values(), partnerDemo].map((server) => server.close()));
    },
    { scope: 'worker', auto: true },
  ],
  /** Console errors and uncaught exceptions of the page, for tests that assert a clean console. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The page's main heading, once the remote has rendered it. */
export async function mainHeading(page: Page) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return heading;
}
