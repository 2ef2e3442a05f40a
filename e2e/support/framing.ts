/** Framing one of the site's documents from the page that is open (the partner demo: another origin). */
import { expect, type Page } from '@playwright/test';

/** Adds an iframe of `url` to the current page and waits until the frame has loaded (or been refused). */
export async function addFrame(page: Page, url: string) {
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.title = 'página enmarcada';
        frame.width = '800';
        frame.height = '700';
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = src;
        document.body.append(frame);
      }),
    url,
  );
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(frame).toBeDefined();
  return { frame: frame!, locator: page.frameLocator('iframe[title="página enmarcada"]') };
}
