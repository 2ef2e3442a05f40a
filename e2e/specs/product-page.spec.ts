/**
 * A page per product: a card's name leads to its product's page; the product's served document carries
 * its title, Open Graph tags and JSON-LD with the list-1 price in ARS; the bare article number leads to
 * it; a product that does not exist answers HTTP 404 with the 404 text and the categories; a product
 * imported after the documents were generated still opens; axe and screenshots on a phone and a desktop.
 * (A category page's 404 is catalogue-data's, its heading catalogue-listing's.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { rubroLabels } from '@frio/shared/rubros';
import { productPath } from '@frio/shared/catalogue/product-path';
import { catalogueTree } from '@frio/shared/catalogue/import';
import { productPreviewImage } from '@frio/shared/product-preview';
import { test, expect } from '../support/site.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { fetchDocument, parseHtml } from '../support/documents.ts';
import { notFoundText } from '../support/routes.ts';
import { restoreDemoCatalogue, writePaths } from '../support/catalogue-admin.ts';
import { catalogueItems, expectedProducts, listingPath, waitForRows } from '../support/catalogue-helpers.ts';

const product = expectedProducts('cobre')[0]!;
const path = productPath(product.key, product.nombre);
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('a page per product', () => {
  test("a card's name leads to its product's page: name, facts, price and date, breadcrumb, actions, related", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(listingPath('cobre'));
    await expect(heading(page)).toHaveText('Cobre');
    await expect(page).toHaveTitle('Productos (COBRE)');
    await waitForRows(page);
    const card = catalogueItems(page).first();
    await expect(card.getByRole('heading')).toHaveText(product.nombre);
    await card.getByRole('link', { name: product.nombre }).click();
    await expect(page).toHaveURL(path);
    await expect(heading(page)).toHaveText(product.nombre);
    const main = page.getByRole('main');
    await expect(main).toContainText(`Artículo${product.id}`);
    await expect(main).toContainText('EN STOCK');
    await expect(main).toContainText(/Precios actualizados el \d\d\/\d\d\/\d{4}/);
    await expect(main.getByText(/^\$\s?[\d.]+$/).first()).toBeVisible();
    const crumbs = main.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('link', { name: 'Cobre' })).toHaveAttribute('href', '/productos/insumos/cobre');
    await expect(main.getByRole('link', { name: /Consultar/ })).toHaveAttribute('href', /wa\.me/);
    await main.getByRole('button', { name: 'Agregar al presupuesto' }).click();
    await expect(main.getByRole('link', { name: 'En el presupuesto: 1 unidad' })).toBeVisible();
    await expect(page).toHaveTitle(`${product.nombre} | Frío Entre Ríos`);
    expect(consoleErrors).toEqual([]);
  });

  test('its served HTML holds the title, Open Graph, canonical and JSON-LD with the list-1 price in ARS', async ({
    request,
    browser,
  }) => {
    const { status, html } = await fetchDocument(request, path);
    expect(status).toBe(200);
    const doc = await parseHtml(browser, html);
    try {
      await expect(doc).toHaveTitle(`${product.nombre} | Frío Entre Ríos`);
      const meta = (selector: string) => doc.locator(selector).getAttribute('content');
      expect(await meta('meta[property="og:title"]')).toBe(`${product.nombre} | Frío Entre Ríos`);
      expect(await meta('meta[property="og:url"]')).toMatch(new RegExp(`${path}$`));
      expect(await meta('meta[property="og:image"]')).toMatch(
        new RegExp(`^https?://.+/og/producto/${product.key}/\\d+\\.png$`),
      );
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta('meta[name="description"]')).toContain(product.nombre);
      expect(await doc.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`));
      expect(await doc.locator('meta[name="robots"]').count()).toBe(0);
      const blocks = await doc
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
        );
      const offered = blocks.find((block) => block['@type'] === 'Product') as { offers: Record<string, unknown> };
      expect(offered.offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'ARS',
        price: product.lista1,
        availability: 'https://schema.org/InStock',
      });
      expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
      // The page itself is in the document (crawlers run no JavaScript).
      await expect(doc.getByRole('heading', { level: 1 })).toHaveText(product.nombre);
    } finally {
      await doc.context().close();
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${path}</loc>`);
  });

  test('the bare /producto/<artículo> leads to the same page', async ({ page }) => {
    await page.goto(`/producto/${product.key}`);
    await expect(page).toHaveURL(path);
    await expect(heading(page)).toHaveText(product.nombre);
  });

  test('a product that does not exist answers 404 with the 404 text, a search and the categories', async ({
    request,
    page,
  }) => {
    const { status, html } = await fetchDocument(request, '/producto/999999-no-existe');
    expect(status).toBe(404);
    expect(html).toContain(notFoundText);
    const work = watchPageWork(page);
    await page.goto('/producto/999999-no-existe');
    await expect(heading(page)).toHaveText(notFoundText);
    await expect(page.getByRole('link', { name: rubroLabels.arma })).toHaveAttribute('href', '/productos/insumos/arma');
    // It offers a search of the whole catalogue (a GET form to /buscar, so it works without the scripts too).
    expect(html).toMatch(/<form[^>]*action="\/buscar"[^>]*>[\s\S]*?id="not-found-buscar"/);
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Buscá el producto por su nombre o código' });
    // The catalogue's own 404 takes the document's place once it has looked the product up.
    await work.done();
    await search.fill(product.key);
    await search.press('Enter');
    await expect(page).toHaveURL(`/buscar?q=${product.key}`);
    await expect(page.getByRole('main').getByRole('link', { name: product.nombre }).first()).toBeVisible();
  });

  test('an address or a record the site cannot show is a 404, never a 500 or markup of the address', async ({
    request,
    page,
  }) => {
    // A record the import did not list (no rubro), one whose rubro is no rubro and one without a product's
    // shape: none of them is a product, on its page or its link-preview image.
    const record = {
      id: '990002',
      nombre: 'CAÑO DE COBRE SIN RUBRO',
      stock: 4,
      lista1: 100,
      idRubro: 4,
      idSubrubro: 14,
    };
    await writePaths({
      'productos/990002': record,
      'productos/990003': { ...record, id: '990003', nombre: 12345, rubro: 'cobre' },
      'productos/990004': { ...record, id: '990004', stock: 'muchos', rubro: 'cobre' },
    });
    try {
      // The plain 404's own inline scripts: an address must add none.
      const bareScripts = (await fetchDocument(request, '/producto/999999-no-existe')).html.split('<script>').length;
      for (const address of [
        '/producto/990002',
        '/producto/990002-cano-de-cobre-sin-rubro',
        '/producto/990003',
        '/producto/990004',
        `/producto/${'x'.repeat(300)}`,
        `/producto/${'9'.repeat(300)}`,
        '/producto/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
        '/producto/%3Cscript%3E',
      ]) {
        const { status, html } = await fetchDocument(request, address);
        expect(status, address).toBe(404);
        expect(html, address).toContain(notFoundText);
        expect(html, address).not.toContain('<script>alert');
        expect(html.split('<script>').length, address).toBe(bareScripts);
      }
      for (const id of ['990002', '990003', '990004']) {
        const image = await request.get(productPreviewImage(id, 1));
        expect(image.status(), id).toBe(404);
      }
      await page.goto('/producto/990002');
      await expect(heading(page)).toHaveText(notFoundText);
    } finally {
      await writePaths({ 'productos/990002': null, 'productos/990003': null, 'productos/990004': null });
    }
  });

  test('a product imported after the documents were made still opens (the app reads it)', async ({ page }) => {
    const fresh = {
      id: '990001',
      codigo: 'NUEVO1',
      nombre: 'CAÑO DE COBRE NUEVO 5/8',
      stock: 4,
      lista1: 43210,
      lista2: 40000,
      idRubro: 4,
      idSubrubro: 14,
    };
    // Written as the import writes an article it lists: its public record carries its rubro.
    const stored = catalogueTree([fresh], Date.now()).productos['990001'];
    expect(stored).toMatchObject({ rubro: 'cobre' });
    await writePaths({ 'productos/990001': stored, 'privado/precios/990001': fresh.lista2 });
    try {
      await page.goto(productPath('990001', fresh.nombre));
      await expect(heading(page)).toHaveText(fresh.nombre);
      await expect(page.getByRole('main')).toContainText('$ 43.210');
      await expect(page.getByRole('main')).not.toContainText('40.000');
    } finally {
      await writePaths({ 'productos/990001': null, 'privado/precios/990001': null });
      await restoreDemoCatalogue();
    }
  });

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`axe finds no serious or critical violation on a product page, ${viewport.name} (screenshot saved)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const work = watchPageWork(page);
      await page.goto(path);
      await expect(heading(page)).toHaveText(product.nombre);
      await work.done();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`producto-${viewport.name}.png`), fullPage: true });
      // Keyboard: the name's page is reachable and its actions take focus.
      await page.getByRole('button', { name: 'Agregar al presupuesto' }).focus();
      await expect(page.getByRole('button', { name: 'Agregar al presupuesto' })).toBeFocused();
    });
  }
});
