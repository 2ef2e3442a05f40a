/**
 * A rubro's document, rendered on request by the pages function, holds its first rows and the date of
 * the import they were read under: a visitor from a shared link sees them with the document, before the
 * app's scripts have arrived, priced from the list published last (a signed-in technician's list 2 over
 * them once the app has started: catalogue-prices.spec.ts).
 */
import { generateProducts } from '../../backend/src/catalogue-generator.ts';
import { planSync } from '@frio/shared/catalogue/import';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/site.ts';
import { catalogueTarget, restoreDemoCatalogue } from '../support/catalogue-admin.ts';
import { fetchDocument } from '../support/documents.ts';
import { holdRequests } from '../support/hold-requests.ts';
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

test.describe.serial('the first rows in the rubro documents', () => {
  test.afterAll(restoreDemoCatalogue);

  test('the served HTML of a rubro holds its first rows and the stamp they were read under', async ({ request }) => {
    const { html } = await fetchDocument(request, listingPath('cobre'));
    const stamp = ((await catalogueTarget.readCurrent()).catalogo as { actualizado: number }).actualizado;
    expect(html).toContain(`"updatedAt":${stamp}`);
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

  test('after the prices change, the served document already holds the new prices: it is rendered on request', async ({
    page,
  }) => {
    const repriced = generateProducts().map((product) => ({ ...product, lista1: (product.lista1 ?? 0) + 1000 }));
    const plan = planSync(await catalogueTarget.readCurrent(), repriced, Date.now());
    await catalogueTarget.apply(plan.update!);
    const newPrices = firstCobre.map((product) => (demo[product.key]!.lista1 ?? 0) + 1000);

    const release = await holdRequests(page, '**/*.js');
    await page.goto(listingPath('cobre'), { waitUntil: 'commit' });
    // Before any script: the document's own rows, of the list just published.
    await expect(catalogueItems(page)).toHaveCount(25);
    expect(await shownPrices(page)).toEqual(newPrices);

    release();
    await waitForWholeList(page);
    expect(await shownPrices(page)).toEqual(newPrices);
  });
});
