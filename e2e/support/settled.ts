/**
 * Waits for the events after which a page has nothing left to lay out: its own work done (idle-work.ts),
 * its fonts and images loaded, and two frames painted after that. For checks that nothing happened (no
 * layout shift), instead of a fixed sleep that can end before the event it should have waited for.
 */
import type { Page } from '@playwright/test';
import type { watchPageWork } from './idle-work.ts';

/** `work`: watchPageWork(page), called before the page was opened. */
export async function settled(page: Page, work: ReturnType<typeof watchPageWork>): Promise<void> {
  await work.done();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        // An image fires load or error (not loadend); an offscreen lazy one may never load, and shifts nothing.
        image.complete || image.loading === 'lazy'
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
