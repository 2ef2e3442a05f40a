/** Reading served HTML without a browser: fetched over plain HTTP, then parsed in a page with JavaScript off. */
import type { APIRequestContext, Browser, Page } from '@playwright/test';

export async function fetchDocument(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** A static DOM of `html` (no script runs), for querying. Close its context when done. */
export async function parseHtml(browser: Browser, html: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Nothing is fetched: the document is only parsed.
  await context.route('**/*', (route) => route.abort());
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  return page;
}
