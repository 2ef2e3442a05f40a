/**
 * Waiting for what a page would have done, instead of for a quiet network (`networkidle` is 500 ms
 * without a request: it can end before a request the page schedules later, and says nothing about a
 * response handler still reading a body). For checks that something did not happen.
 *
 * The last thing the shell does on its own on a page is its idle prefetch (shell/src/lib/remotes/
 * prefetch-intent.ts): once the page's content has settled and the browser is idle, the navbar's pages'
 * files, then the rubro listing's module, run; then it sets a User Timing mark. The home page also
 * fetches its slideshow on its own, a second after its first image. So the page has done its own work
 * when the mark is set, the home page's slideshow is on screen, and every request it started has ended.
 * (A module's imports come one after another, with the browser idle between them: neither "the browser
 * is idle" nor "the module was asked for" says that they have all arrived.)
 */
import { expect, type Page, type Request, type Response } from '@playwright/test';
import { idlePrefetchDone } from '@frio/shared/routes';

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
     * Resolves once the page has done its own work (its idle prefetch is over, the home page's slideshow
     * is there, no request is in flight) and every response handler has finished.
     */
    async done(): Promise<void> {
      await expect
        .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, idlePrefetchDone), {
          timeout: 20_000,
        })
        .toBe(1);
      const slideshow = page.getByRole('region', { name: 'Presentación' });
      if ((await slideshow.count()) > 0)
        await expect(slideshow.getByRole('button', { name: /^Ver imagen \d$/ }).first()).toBeVisible({
          timeout: 15_000,
        });
      await expect
        .poll(async () => {
          // An idle callback runs after the tasks that a response queued (a request it starts is then in flight).
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
          return inFlight.size;
        })
        .toBe(0);
      await Promise.all(handlers);
    },
  };
}
