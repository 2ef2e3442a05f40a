/**
 * Holds requests (the server still answers them, later) until the returned function is called: for
 * tests of what a visitor does while a page's scripts are on their way. Nothing is mocked.
 */
import type { Page } from '@playwright/test';

export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
