/**
 * A consultation counts exactly once whenever it is tapped: in the moment after the first paint, before
 * the app has started (the document's start script counts it), and after (the app counts it, the start
 * script stands down). Against the local backend, the owner's counters read back from the database;
 * wa.me itself is outside this offline machine: its tab gets an empty page (the site's own requests are
 * not touched).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { ref } from 'firebase/database';
import { argentinaDay, pageKey } from '@frio/shared/consultas';
import { test, expect } from '../support/site.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { createClient, readOnce, signInWithEmailAndPassword } from '../support/firebase-node.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { expectedProducts, itemWithId, listingPath, type DemoProduct } from '../support/catalogue-helpers.ts';

/** The request that starts the app: held, a page shows only what the server sent. */
const appStart = '**/mf-entry-bootstrap-*.js';

const rubro = 'lata';
const [product] = expectedProducts(rubro) as [DemoProduct];

/** Today's counter at `path` (under consultas/<day>/) as the owner reads it; 0 when absent. */
async function ownerCount(path: string): Promise<number> {
  const owner = createClient();
  try {
    await signInWithEmailAndPassword(owner.auth, demoOwner.email, demoOwner.password);
    const value = await readOnce(ref(owner.db, `consultas/${argentinaDay(Date.now())}/${path}`));
    return typeof value === 'number' ? value : 0;
  } finally {
    await owner.close();
  }
}

/** The counters stay at `expected` (nothing late, nothing twice) for a while. */
async function staysAt(paths: readonly string[], expected: readonly number[]) {
  for (let i = 0; i < 4; i++) {
    expect(await Promise.all(paths.map(ownerCount))).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function chatsOpenEmpty(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

/** Taps a WhatsApp link: the chat's tab opens at once. */
async function tap(page: Page, link: Locator) {
  const chat = page.context().waitForEvent('page');
  await link.click();
  expect((await chat).url()).toMatch(/^https:\/\/wa\.me\//);
  await (await chat).close();
}

/** The app has taken over: React's props are on the prerendered nodes. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector('header');
        return header !== null && Object.keys(header).some((key) => key.startsWith('__react'));
      }),
    )
    .toBe(true);
}

test('Consultar tapped before the app has started counts at once, and once more after it has: never twice', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await chatsOpenEmpty(page.context());
  const path = listingPath(rubro);
  const counters = [`paginas/${pageKey(path)}`, `productos/${product.key}`];
  const before = await Promise.all(counters.map(ownerCount));

  const release = await holdRequests(page, appStart);
  await page.goto(path, { waitUntil: 'commit' });
  const consult = itemWithId(page, product.id).getByRole('link', { name: 'Consultar' });
  await tap(page, consult);
  // Counted while the app is still held: the tap's count does not wait for the app (a visitor who
  // leaves at once is counted too).
  await expect.poll(() => Promise.all(counters.map(ownerCount))).toEqual(before.map((n) => n + 1));

  release();
  await expectHydrated(page);
  await staysAt(
    counters,
    before.map((n) => n + 1),
  );
  await tap(page, consult);
  await expect.poll(() => Promise.all(counters.map(ownerCount))).toEqual(before.map((n) => n + 2));
  await staysAt(
    counters,
    before.map((n) => n + 2),
  );
});

test('a tap on a page that cannot count by itself is counted by the app when it starts, once', async ({ page }) => {
  test.setTimeout(60_000);
  await chatsOpenEmpty(page.context());
  // The 404 document is served for any address: it names no page of its own to count, the app does.
  const path = `/no-existe-${Date.now().toString(36)}`;
  const counter = `paginas/${pageKey(path)}`;
  const before = await ownerCount(counter);

  const release = await holdRequests(page, appStart);
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(response!.status()).toBe(404);
  await tap(page, page.getByRole('contentinfo').getByRole('link', { name: 'WhatsApp' }));
  release();
  await expectHydrated(page);
  await expect.poll(() => ownerCount(counter)).toBe(before + 1);
  await tap(page, page.getByRole('contentinfo').getByRole('link', { name: 'WhatsApp' }));
  await expect.poll(() => ownerCount(counter)).toBe(before + 2);
  await staysAt([counter], [before + 2]);
});
