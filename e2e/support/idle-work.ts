/**
 * Waiting for what a page would have done, instead of for a quiet network (`networkidle` is 500 ms
 * without a request: it can end before a request the page schedules later, and says nothing about a
 * response handler still reading a body). For checks that something did not happen.
 *
 * The last thing the shell does on its own on a page is its idle prefetch (shell/src/lib/remotes/
 * prefetch-intent.ts): once the page's content has settled and the browser is idle, the navbar's pages'
 * files, then the rubro listing's module, run. So the page has done its own work when it has asked for
 * the listing's module (on the listing itself, its own page), the browser is idle again, and every
 * request it started has ended.
 */
import { expect, type Page, type Request, type Response } from '@playwright/test';

/** The file a page asks for last when idle (the rubro listing's exposed module). */
const LAST_IDLE_FILE = 'ProductListPage-';

/** Follows a page's requests from now on. Call before `goto`. */
export function watchPageWork(page: Page) {
  const inFlight = new Set<Request>();
  const handlers: Array<Promise<unknown>> = [];
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    /** Runs `handler` on every response; `done()` waits for each run to have finished. */
    onResponse(handler: (response: Response) => Promise<unknown>): void {
      page.on('response', (response) => handlers.push(handler(response).catch(() => {})));
    },
    /**
     * Resolves once the page has done its own work (its idle prefetch has asked for the listing's
     * module, the browser is idle, no request is in flight) and every response handler has finished.
     */
    async done(): Promise<void> {
      await expect
        .poll(
          () =>
            page.evaluate(
              (name) =>
                performance
                  .getEntriesByType('resource')
                  .some((entry) => new URL(entry.name).pathname.split('/').pop()!.startsWith(name)),
              LAST_IDLE_FILE,
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
      await expect
        .poll(async () => {
          // An idle callback runs after the tasks the module's arrival queued (its imports are asked for then).
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
          return inFlight.size;
        })
        .toBe(0);
      await Promise.all(handlers);
    },
  };
}
