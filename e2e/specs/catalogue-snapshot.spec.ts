/**
 * A rubro's prerendered document holds its first rows: a visitor from a shared link sees them with the
 * document, before the app's scripts have arrived, but only once the document has checked that the
 * catalogue's stamp is still the one they were read under. Rows of an older price list are never shown,
 * and a signed-in technician never sees list-1 prices from the document.
 */
import { rubroLabels } from '@frio/shared/rubros';
import { generateProducts } from '../../backend/src/catalogue-generator.ts';
import { planSync } from '@frio/shared/catalogue/import';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/site.ts';
import { catalogueTarget, restoreDemoCatalogue } from '../support/catalogue-admin.ts';
import { fetchDocument } from '../support/documents.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { signInAsDemoTechnician } from '../support/accounts-login.ts';
import {
  catalogueItems,
  demo as demoCatalogue,
  expectedProducts,
  listingPath,
  shownIds,
  shownPrices,
  waitForWholeList,
} from '../support/catalogue-helpers.ts';

const demo = demoCatalogue as Record<string, { lista1?: number; lista2?: number }>;
const firstCobre = expectedProducts('cobre').slice(0, 25);
const spinner = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: 'Cargando productos' });
const stampAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/catalogo/actualizado.json'));

test.describe.serial('the first rows in the rubro documents', () => {
  test.afterAll(restoreDemoCatalogue);

  test('the served HTML of a rubro holds its first rows and the stamp they were read under', async ({ request }) => {
    const { html } = await fetchDocument(request, listingPath('cobre'));
    const stamp = ((await catalogueTarget.readCurrent()).catalogo as { actualizado: number }).actualizado;
    expect(html).toContain(`data-fresh-value="${stamp}"`);
    expect(html).toContain('data-fresh-url="http://localhost:');
    for (const product of firstCobre.slice(0, 3)) expect(html).toContain(product.nombre);
    expect(html).toContain(`Mostrando 25 de ${expectedProducts('cobre').length} productos`);
  });

  test("a visitor sees them before any of the app's scripts has arrived, and the app takes them over", async ({
    page,
    consoleErrors,
  }) => {
    const release = await holdRequests(page, '**/*.js');
    await page.goto(listingPath('cobre'), { waitUntil: 'commit' });
    await expect(catalogueItems(page)).toHaveCount(25);
    expect(await shownIds(page)).toEqual(firstCobre.map((product) => product.id));
    expect(await shownPrices(page)).toEqual(firstCobre.map((product) => demo[product.key]!.lista1));
    await expect(spinner(page)).toBeHidden();

    release();
    await waitForWholeList(page);
    expect(await shownIds(page)).toEqual(firstCobre.map((product) => product.id));
    await expect(page.getByText(`Mostrando 25 de ${expectedProducts('cobre').length} productos`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the app's scripts are asked for only once the rows are on screen (they would share a phone's link)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { __rowsShownAt?: number };
      new MutationObserver(() => {
        if (win.__rowsShownAt === undefined && document.documentElement.hasAttribute('data-snapshot-fresh'))
          requestAnimationFrame(() => (win.__rowsShownAt = performance.now()));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-snapshot-fresh'] });
    });
    await page.goto(listingPath('cobre'));
    await waitForWholeList(page);
    const { rowsShownAt, firstScriptAt } = await page.evaluate(() => ({
      rowsShownAt: (window as unknown as { __rowsShownAt?: number }).__rowsShownAt ?? null,
      firstScriptAt: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js(\?|$)/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(rowsShownAt).not.toBeNull();
    expect(firstScriptAt).toBeGreaterThanOrEqual(rowsShownAt!);
  });

  test('after the prices change, the rows of the document stay hidden and the listing shows the new prices', async ({
    page,
  }) => {
    const repriced = generateProducts().map((product) => ({ ...product, lista1: (product.lista1 ?? 0) + 1000 }));
    const plan = planSync(await catalogueTarget.readCurrent(), repriced, Date.now());
    await catalogueTarget.apply(plan.update!);

    const release = await holdRequests(page, '**/*.js');
    const answered = stampAnswered(page);
    await page.goto(listingPath('cobre'), { waitUntil: 'commit' });
    await answered; // the document's own check: the stamp is no longer the one its rows were read under
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(catalogueItems(page)).toHaveCount(0);
    await expect(spinner(page)).toBeVisible();

    release();
    await expect
      .poll(() => shownPrices(page))
      .toEqual(firstCobre.map((product) => (demo[product.key]!.lista1 ?? 0) + 1000));
  });

  test('a signed-in technician never sees the list-1 prices of the document', async ({ page }) => {
    await restoreDemoCatalogue();
    await signInAsDemoTechnician(page, { returnTo: '/productos' });
    const release = await holdRequests(page, '**/*.js');
    let stampChecked = false;
    page.on('request', (request) => {
      if (request.url().includes('/catalogo/actualizado.json')) stampChecked = true;
    });
    // The document's check would be sent as it is parsed, before its first paint starts the app's scripts.
    const appStarts = page.waitForRequest(/\.js(\?|$)/);
    await page.goto(listingPath('cobre'), { waitUntil: 'commit' });
    await appStarts;
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(rubroLabels.cobre);
    // With an account stored, the document does not even check: its rows are list 1, the technician's list 2.
    expect(stampChecked).toBe(false);
    await expect(catalogueItems(page)).toHaveCount(0);

    release();
    await expect.poll(() => shownPrices(page)).toEqual(firstCobre.map((product) => demo[product.key]!.lista2));
  });
});
