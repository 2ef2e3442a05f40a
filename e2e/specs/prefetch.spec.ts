/**
 * Moving between pages without waiting for the next remote: a page's module starts loading
 * on intent, before the tap, and the navbar's content pages load once the current page has its content.
 */
import { rubroLabels } from '@frio/shared/rubros';
import { test, expect, mainHeading } from '../support/site.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { clientNavigate, listingPath, waitForRows, waitForWholeList } from '../support/catalogue-helpers.ts';

/** When (page clock, ms) the page first asked for a file whose name starts with `name`; null if never. */
const requestedAt = (name: string) =>
  performance
    .getEntriesByType('resource')
    .find((entry) => new URL(entry.name).pathname.split('/').pop()!.startsWith(name))?.startTime ?? null;

test('pointing at a link loads its page before the tap', async ({ page }) => {
  await page.goto('/faq');
  await mainHeading(page);
  const login = page.getByRole('contentinfo').getByRole('link', { name: 'Ingresar' });
  // The sign-in page brings Firebase: never loaded while idle, only on intent. The idle prefetch has
  // run once it asked for the listing (its last module): the sign-in page was not among them.
  await expect.poll(() => page.evaluate(requestedAt, 'ProductListPage-')).not.toBeNull();
  expect(await page.evaluate(requestedAt, 'LoginPage-')).toBeNull();
  await login.hover();
  await expect.poll(() => page.evaluate(requestedAt, 'LoginPage-')).not.toBeNull();
  await login.click();
  await expect(await mainHeading(page)).toHaveText('Ingresar');
});

test("the navbar's pages load once the listing has its rows, not while they are on their way", async ({ page }) => {
  // When (page clock) the listing stopped being busy.
  await page.addInitScript(() => {
    const win = window as unknown as { __settled?: number };
    new MutationObserver(() => {
      const listing = document.querySelector('main section');
      if (win.__settled === undefined && listing && !listing.hasAttribute('aria-busy'))
        win.__settled = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  await expect.poll(() => page.evaluate(requestedAt, 'NosotrosPage-'), { timeout: 15_000 }).not.toBeNull();
  const settled = await page.evaluate(() => (window as unknown as { __settled?: number }).__settled ?? null);
  expect(settled).not.toBeNull();
  expect(await page.evaluate(requestedAt, 'NosotrosPage-')).toBeGreaterThanOrEqual(settled!);
});

test("once the home page is idle, the navbar's pages are downloaded, not run", async ({ page }) => {
  const work = watchPageWork(page);
  await page.goto('/');
  await mainHeading(page);
  // How /presupuesto's module was asked for: by a hint (`link`), or by running it (`script`).
  const initiators = () =>
    page.evaluate(() => [
      ...new Set(
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.split('/').pop()!.startsWith('QuoteListPage-'))
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      ),
    ]);
  await expect.poll(initiators, { timeout: 15_000 }).toEqual(['link']);
  // Then the idle work runs the listing, its last step: nothing ran /presupuesto's module meanwhile.
  await work.done();
  expect(await initiators()).toEqual(['link']);
  // Pointing at its link runs it (intent): then the page itself asks for the module.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Presupuesto/ })
    .first()
    .hover();
  await expect.poll(initiators).toEqual(['link', 'script']);
});

test("once the home page is idle, the rubro listing is loaded before the visitor heads for it, without Firebase's SDK or config", async ({
  page,
}) => {
  const firebase: string[] = [];
  const work = watchPageWork(page);
  work.onResponse(async (response) => {
    const url = response.url();
    if (url.includes('firebase-config.json')) firebase.push(url);
    if (url.endsWith('.js') && (await response.text()).includes('@firebase/')) firebase.push(url);
  });
  await page.goto('/');
  await mainHeading(page);
  await expect.poll(() => page.evaluate(requestedAt, 'ProductListPage-'), { timeout: 15_000 }).not.toBeNull();
  await work.done();
  expect(firebase).toEqual([]);
  // Then a rubro opens without waiting for the catalogue's code: its heading at once, its rows after.
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await clientNavigate(page, listingPath('cobre'));
  await expect(await mainHeading(page)).toHaveText(rubroLabels.cobre);
  await waitForRows(page);
  const fetched = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .slice(from)
        .map((entry) => new URL(entry.name).pathname),
    before,
  );
  // The listing's search engine loads when the page is idle, after the rows (docs/architecture.md): not a wait.
  expect(fetched.filter((path) => path.endsWith('.js') && !/\/engine-[\w-]+\.js$/.test(path))).toEqual([]);
});

test("a listing's first load preloads its page and every file the page imports, as its remote's manifest lists them", async ({
  page,
  request,
}) => {
  await page.goto(listingPath('cobre'));
  // The rows show with the document; the preloads come with the app, which has its whole list once it has run.
  await waitForWholeList(page);
  const manifestUrl = ((await (await request.get('/remotes.json')).json()) as Record<string, string>).mf_catalogue!;
  const manifest = (await (await request.get(manifestUrl)).json()) as {
    exposes: Array<{ name: string; staticImports?: string[] }>;
  };
  const files = manifest.exposes.find((expose) => expose.name === 'ProductListPage')?.staticImports ?? [];
  // The page module, the share wrapper that hands it React and the router, and what those import.
  expect(files.length).toBeGreaterThan(2);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href),
  );
  expect(preloaded).toEqual(expect.arrayContaining(files.map((file) => new URL(file, manifestUrl).href)));
});
