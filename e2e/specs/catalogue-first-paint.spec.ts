/**
 * The listing's heading, search box and first rows (in its document) do not wait for the database: its
 * reads are held back, and the page is usable all the same; a search typed meanwhile shows the spinner,
 * and once the reads are answered, its rows come.
 */
import { rubroLabels } from '@frio/shared/rubros';
import type { Route } from '@playwright/test';
import { backendPorts } from '@frio/tooling/units';
import { test, expect, mainHeading } from '../support/site.ts';
import { catalogueItems, listingPath } from '../support/catalogue-helpers.ts';

test("heading, search box and the document's rows render before the products arrive", async ({ page }) => {
  const held: Route[] = [];
  let release = false;
  const reads: string[] = [];
  await page.route(new RegExp(`//localhost:${backendPorts.database}/.*\\.json`), async (route) => {
    reads.push(route.request().url());
    if (release) await route.continue();
    else held.push(route);
  });
  await page.goto(listingPath('cobre'));
  // The document already holds the page (prerendered): wait until the listing's code has asked the
  // database, so what follows happens while the products are on their way.
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  await expect(await mainHeading(page)).toHaveText(rubroLabels.cobre);
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await expect(search).toBeVisible();
  await expect(catalogueItems(page)).toHaveCount(25);
  await search.fill('caño');
  await expect(search).toHaveValue('caño');
  // The document's rows do not answer a search: the spinner until the whole list is here.
  await expect(page.getByRole('status').filter({ hasText: 'Cargando productos' })).toBeVisible();
  expect(held.length).toBe(reads.length); // the products are still on their way

  release = true;
  for (const route of held) await route.continue();
  await expect(catalogueItems(page).first()).toBeVisible();
  await expect(catalogueItems(page).first()).toContainText(/caño/i);
});
