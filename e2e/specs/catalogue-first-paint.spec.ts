/**
 * The listing's heading, search box and spinner do not wait for the database: the Firebase SDK
 * chunks are held back, and the page is usable all the same; once they arrive, the rows come.
 */
import type { Route } from '@playwright/test';
import { test, expect, mainHeading } from '../support/site.ts';
import { catalogueItems, listingPath } from '../support/catalogue-helpers.ts';

test('heading, search box and spinner render before the database SDK loads', async ({ page }) => {
  const held: Route[] = [];
  let release = false;
  const sdkChunks: string[] = [];
  await page.route(/\/assets\/index\.esm-[^/]+\.js$/, async (route) => {
    sdkChunks.push(route.request().url());
    if (release) await route.continue();
    else held.push(route);
  });
  await page.goto(listingPath('cobre'));
  // The document already holds the page (prerendered): wait until the listing's code has asked for the
  // SDK, so what follows happens while the SDK is on its way.
  await expect.poll(() => sdkChunks.length).toBeGreaterThan(0);
  await expect(await mainHeading(page)).toHaveText('Productos (COBRE)');
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await expect(search).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando productos' })).toBeVisible();
  await search.fill('caño');
  await expect(search).toHaveValue('caño');
  expect(held.length).toBe(sdkChunks.length); // the SDK is still on its way

  release = true;
  for (const route of held) await route.continue();
  await expect(catalogueItems(page).first()).toBeVisible();
  await expect(catalogueItems(page).first()).toContainText(/caño/i);
});
