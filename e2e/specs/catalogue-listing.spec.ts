import { rubroLabels } from '@frio/shared/rubros';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, mainHeading } from '../support/site.ts';
import {
  catalogueItems,
  expectLongList,
  expectedProducts,
  itemWithId,
  listingPath,
  listingSummary,
  scrollThroughList,
  shownIds,
  shownPrices,
  waitForRows,
} from '../support/catalogue-helpers.ts';

const cobre = expectedProducts('cobre');
const gas = expectedProducts('gas');

test.describe('product listing', () => {
  test('title, heading and the first 25 items with every field', async ({ page, consoleErrors }) => {
    await page.goto(listingPath('cobre'));
    await expect(await mainHeading(page)).toHaveText(rubroLabels.cobre);
    await expect(page).toHaveTitle('Productos (COBRE)');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(catalogueItems(page)).toHaveCount(25);
    const first = catalogueItems(page).first();
    const expected = cobre[0]!;
    await expect(first.getByRole('heading')).toHaveText(
      new RegExp(`^${expected.nombre.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'i'),
    );
    await expect(first).toContainText('EN STOCK');
    await expect(first).toContainText(expected.codigo || 'Sin código');
    await expect(first).toContainText(/INSUMOS|REPUESTOS/);
    await expect(first).toContainText(/COMERCIAL|FAMILIAR|VARIOS/);
    expect((await shownPrices(page))[0]).toBe(expected.lista1);
    expect(await shownIds(page)).toEqual(cobre.slice(0, 25).map((p) => p.id));
    await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveAttribute('placeholder', 'Búsqueda');
    await expect(page.locator('body')).not.toContainText(/\bNaN\b|\bundefined\b/);
    expect(consoleErrors).toEqual([]);
  });

  test('the heading names the rubro as people say it; the tab keeps the spec title', async ({ page }) => {
    await page.goto(listingPath('arma'));
    await expect(await mainHeading(page)).toHaveText('Aislación Armaflex');
    await expect(page).toHaveTitle('Productos (ARMA)');
    await page.goto(listingPath('motoc'));
    await expect(await mainHeading(page)).toHaveText('Motocompresores');
  });

  test('load more: 25, then 60, then 35 more until everything; hidden while searching', async ({ page }) => {
    expect(gas.length).toBeGreaterThan(60);
    await page.goto(listingPath('gas'));
    await waitForRows(page);
    const more = page.getByRole('button', { name: 'Cargar más productos' });
    const summary = listingSummary(page);
    await expect(summary).toHaveText(`Mostrando 25 de ${gas.length} productos`);
    await expect(catalogueItems(page)).toHaveCount(25);
    await more.click();
    await expect(summary).toHaveText(`Mostrando 60 de ${gas.length} productos`);
    await expectLongList(page, gas.slice(0, 60));
    const search = page.getByRole('searchbox', { name: 'Buscar productos' });
    await search.fill('gas');
    await expect(more).toBeHidden();
    await expect(summary).toHaveText(`${gas.length} resultados`);
    await expectLongList(page, gas);
    await search.fill('');
    await expect(summary).toHaveText(`Mostrando 60 de ${gas.length} productos`);
    await expectLongList(page, gas.slice(0, 60));
    for (let shown = 60; shown < gas.length;) {
      await more.click();
      shown = Math.min(shown + 35, gas.length);
      await expect(summary).toHaveText(`Mostrando ${shown} de ${gas.length} productos`);
    }
    await expectLongList(page, gas);
    await expect(more).toBeHidden();
  });

  test('load more past the first page: the items on screen stay where they were', async ({ page }) => {
    await page.goto(listingPath('gas'));
    await waitForRows(page);
    const more = page.getByRole('button', { name: 'Cargar más productos' });
    // The button is disabled until the app has taken the page over: measure where the visitor is when
    // they can press it (before that, hydration may still move the page).
    await expect(more).toBeEnabled();
    await more.scrollIntoViewIfNeeded();
    const lastOfFirstPage = itemWithId(page, gas[24]!.id);
    const before = (await lastOfFirstPage.boundingBox())!.y;
    await more.click();
    await expect(listingSummary(page)).toHaveText(`Mostrando 60 de ${gas.length} productos`);
    await expect(itemWithId(page, gas[25]!.id)).toBeAttached();
    expect(Math.abs((await lastOfFirstPage.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
  });

  test("search: '.digits' by id, 'code=' by code, other text by name", async ({ page, consoleErrors }) => {
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    const search = page.getByRole('searchbox', { name: 'Buscar productos' });

    await search.fill('.100');
    const byId = cobre.filter((p) => p.id.startsWith('100'));
    await expect(catalogueItems(page)).toHaveCount(byId.length);
    expect(await shownIds(page)).toEqual(byId.map((p) => p.id));
    await expect(page).toHaveURL(/\?q=\.100$/);

    const withCode = cobre.find((p) => p.codigo)!;
    await search.fill(`code=${withCode.codigo.toLowerCase()}`);
    await expect(catalogueItems(page)).toHaveCount(1);
    await expect(catalogueItems(page).first()).toContainText(withCode.codigo);
    await search.fill(`code=XX${withCode.codigo}YY`); // the code contains the item's codigo
    await expect(catalogueItems(page)).toHaveCount(1);

    await search.fill('codo de');
    // Every word, in any order.
    const codos = cobre.filter((p) => /codo/i.test(p.nombre) && /de/i.test(p.nombre));
    expect(codos.length).toBeGreaterThan(0);
    await expect(listingSummary(page)).toHaveText(`${codos.length} ${codos.length === 1 ? 'resultado' : 'resultados'}`);

    // Pattern characters are never a pattern; alone they are punctuation, which search ignores.
    for (const literal of ['(', '[', '*', '\\', '.*', '[a-z]+']) {
      await search.fill(literal);
      await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
    }
    await search.fill('');
    await expect(catalogueItems(page)).toHaveCount(25);
    expect(consoleErrors).toEqual([]);
  });

  test('filter panel: slides down 70 px from the top, sorts, resets, Aplicar closes', async ({ page }) => {
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    const toggle = page.getByRole('button', { name: 'Filtrar', exact: true });
    const panel = page.getByRole('region', { name: 'Filtrar Productos' });
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.y).toBe(70);

    const byPrice = panel.getByRole('button', { name: 'Ordenar por Precio' });
    await expect(panel.getByRole('button', { name: 'Mayor Precio' })).toBeHidden();
    await byPrice.click();
    await expect(byPrice).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('button', { name: 'Mayor Precio' }).click();
    await panel.getByRole('button', { name: 'Aplicar Filtro' }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const descending = [...cobre]
      .map((p) => p.lista1!)
      .sort((a, b) => b - a)
      .slice(0, 25);
    await expect.poll(() => shownPrices(page)).toEqual(descending);
    await expect(page).toHaveURL(/orden=precio-desc/);

    await toggle.click();
    await panel.getByRole('button', { name: 'Menor Precio' }).click();
    await panel.getByRole('button', { name: 'Aplicar Filtro' }).click();
    await expect
      .poll(() => shownPrices(page))
      .toEqual(
        cobre
          .map((p) => p.lista1!)
          .sort((a, b) => a - b)
          .slice(0, 25),
      );

    await toggle.click();
    const byName = panel.getByRole('button', { name: 'Ordenar por Nombre' });
    await byName.click();
    await panel.getByRole('button', { name: 'Ordenar de Z - A' }).click();
    await panel.getByRole('button', { name: 'Aplicar Filtro' }).click();
    await expect
      .poll(() => shownIds(page))
      .toEqual(
        [...cobre]
          .reverse()
          .slice(0, 25)
          .map((p) => p.id),
      );

    await toggle.click();
    await panel.getByRole('button', { name: 'Borrar Filtro' }).click();
    await expect.poll(() => shownIds(page)).toEqual(cobre.slice(0, 25).map((p) => p.id));
    await expect(page).not.toHaveURL(/orden=/);
    await expect(panel).toBeHidden();
    await toggle.click();
    await byName.click();
    await expect(panel.getByRole('button', { name: 'Ordenar de A - Z' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  // On a phone the open panel covers Filtrar; it must still be easy to leave.
  test.describe('filter panel on a phone (390×844)', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('focus moves in; ✕, Escape and a tap outside close it, focus back on Filtrar', async ({ page }) => {
      await page.goto(listingPath('cobre'));
      await waitForRows(page);
      const toggle = page.getByRole('button', { name: 'Filtrar', exact: true });
      const panel = page.getByRole('region', { name: 'Filtrar Productos' });
      const close = panel.getByRole('button', { name: 'Cerrar filtros' });

      await toggle.tap();
      await expect(close).toBeFocused();
      await expect(close).toBeInViewport();
      await close.tap();
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.tap();
      await expect(panel).toBeVisible();
      // A tap on the list below the panel.
      await page.touchscreen.tap(195, 800);
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test('the active order shows beside Filtrar and one tap removes it', async ({ page }) => {
      await page.goto(listingPath('cobre'));
      await waitForRows(page);
      const toggle = page.getByRole('button', { name: 'Filtrar', exact: true });
      const panel = page.getByRole('region', { name: 'Filtrar Productos' });
      const chip = page.getByRole('button', { name: 'Quitar el orden Menor Precio' });
      await expect(page.getByRole('button', { name: /^Quitar el orden/ })).toHaveCount(0);
      await toggle.tap();
      await panel.getByRole('button', { name: 'Ordenar por Precio' }).tap();
      await panel.getByRole('button', { name: 'Menor Precio' }).tap();
      await panel.getByRole('button', { name: 'Aplicar Filtro' }).tap();
      await expect(panel).toBeHidden();
      await expect(chip).toBeInViewport();
      await expect(chip).toHaveText(/Menor Precio/);
      const ascending = cobre
        .map((p) => p.lista1!)
        .sort((a, b) => a - b)
        .slice(0, 25);
      await expect.poll(() => shownPrices(page)).toEqual(ascending);
      await chip.tap();
      await expect(chip).toHaveCount(0);
      await expect(page).not.toHaveURL(/orden=/);
      await expect.poll(() => shownIds(page)).toEqual(cobre.slice(0, 25).map((p) => p.id));
      await expect(toggle).toBeFocused();
    });
  });
});

// A result longer than the first page is windowed: only the items near the screen are in the page.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  test.describe(`a long result at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('scrolling through it shows every item once, in order, with only the items near the screen in the page', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${listingPath('gas')}?q=gas`);
      await expect(listingSummary(page)).toHaveText(`${gas.length} resultados`);
      const seen = await scrollThroughList(page);
      expect(seen.problems).toEqual([]);
      expect(seen.places).toEqual(gas.map((_, index) => index + 1));
      expect(seen.ids).toEqual(gas.map((p) => p.id));
      expect(seen.setSizes).toEqual([gas.length]);
      expect(seen.mostInPage).toBeLessThan(gas.length / 2);
      expect(consoleErrors).toEqual([]);
    });

    test('it has no serious or critical axe violation, scrolled halfway', async ({ page }) => {
      await page.goto(`${listingPath('gas')}?q=gas`);
      await expect(listingSummary(page)).toHaveText(`${gas.length} resultados`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(catalogueItems(page).first()).not.toHaveAttribute('aria-posinset', '1');
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  });
}
