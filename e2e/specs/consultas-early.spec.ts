/**
 * A consultation counts exactly once whenever it is tapped: in the moment after the first paint, before
 * the app has started (the document's start script counts it), and after (the app counts it, the start
 * script stands down). Against the local backend, the owner's counters read back from the database;
 * wa.me itself is outside this offline machine: its tab gets an empty page (the site's own requests are
 * not touched).
 */
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { ref } from 'firebase/database';
import { argentinaDay, CONSULTAS_PATH, pageKey } from '@frio/shared/consultas';
import { test, expect } from '../support/site.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { watchPageWork } from '../support/idle-work.ts';
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

/** The consultations the page sends (each one request to the counters), as they leave it. */
function countsSent(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.includes(`/${CONSULTAS_PATH}/`))
      sent.push(request);
  });
  return sent;
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
  const work = watchPageWork(page);
  const sent = countsSent(page);

  const release = await holdRequests(page, appStart);
  await page.goto(path, { waitUntil: 'commit' });
  const consult = itemWithId(page, product.id).getByRole('link', { name: 'Consultar' });
  await tap(page, consult);
  // Counted while the app is still held: the tap's count does not wait for the app (a visitor who
  // leaves at once is counted too).
  await expect.poll(() => Promise.all(counters.map(ownerCount))).toEqual(before.map((n) => n + 1));

  release();
  await expectHydrated(page);
  // The app has started and done its own work: the tap the document counted was not sent again.
  await work.done();
  expect(sent).toHaveLength(1);
  expect(await Promise.all(counters.map(ownerCount))).toEqual(before.map((n) => n + 1));
  await tap(page, consult);
  await work.done();
  expect(sent).toHaveLength(2);
  expect(await Promise.all(counters.map(ownerCount))).toEqual(before.map((n) => n + 2));
});

test('a tap on a page that cannot count by itself is counted by the app when it starts, once', async ({ page }) => {
  test.setTimeout(60_000);
  await chatsOpenEmpty(page.context());
  // The 404 document is served for any address: it names no page of its own to count, the app does.
  const path = `/no-existe-${Date.now().toString(36)}`;
  const counter = `paginas/${pageKey(path)}`;
  const before = await ownerCount(counter);
  const work = watchPageWork(page);
  const sent = countsSent(page);

  const release = await holdRequests(page, appStart);
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(response!.status()).toBe(404);
  await tap(page, page.getByRole('contentinfo').getByRole('link', { name: 'WhatsApp' }));
  release();
  await expectHydrated(page);
  await expect.poll(() => ownerCount(counter)).toBe(before + 1);
  await tap(page, page.getByRole('contentinfo').getByRole('link', { name: 'WhatsApp' }));
  // Once the page has done its own work, the two taps were sent once each.
  await work.done();
  expect(sent).toHaveLength(2);
  expect(await ownerCount(counter)).toBe(before + 2);
});
