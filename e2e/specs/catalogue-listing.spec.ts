import { test, expect, mainHeading } from '../support/site.ts';
import { catalogueItems, expectedProducts, listingPath, shownIds, shownPrices, waitForRows } from '../support/catalogue-helpers.ts';

const cobre = expectedProducts('cobre');
const gas = expectedProducts('gas');

test.describe('product listing', () => {
  test('title, heading and the first 25 items with every field', async ({ page, consoleErrors }) => {
    await page.goto(listingPath('cobre'));
    await expect(await mainHeading(page)).toHaveText('Productos (COBRE)');
    await expect(page).toHaveTitle('Productos (COBRE)');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(catalogueItems(page)).toHaveCount(25);
    const first = catalogueItems(page).first();
    const expected = cobre[0]!;
    await expect(first.getByRole('heading')).toHaveText(new RegExp(`^${expected.nombre.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'i'));
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

  test('load more: 25, then 60, then everything; hidden while searching', async ({ page }) => {
    expect(gas.length).toBeGreaterThan(60);
    await page.goto(listingPath('gas'));
    await waitForRows(page);
    const more = page.getByRole('button', { name: 'Cargar más productos' });
    await expect(catalogueItems(page)).toHaveCount(25);
    await more.click();
    await expect(catalogueItems(page)).toHaveCount(60);
    const search = page.getByRole('searchbox', { name: 'Buscar productos' });
    await search.fill('gas');
    await expect(more).toBeHidden();
    await expect(catalogueItems(page)).toHaveCount(gas.length);
    await search.fill('');
    await expect(catalogueItems(page)).toHaveCount(60);
    await more.click();
    await expect(catalogueItems(page)).toHaveCount(gas.length);
    await expect(more).toBeHidden();
  });

  test("search: '.digits' by id, 'code=' by code, other text literally by name", async ({ page, consoleErrors }) => {
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
    const codos = cobre.filter((p) => p.nombre.toLowerCase().includes('codo de'));
    await expect(catalogueItems(page)).toHaveCount(codos.length);

    for (const literal of ['(', '[', '*', '\\', '.*', 'cobre (', '[a-z]+']) {
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
    const descending = [...cobre].map((p) => p.lista1!).sort((a, b) => b - a).slice(0, 25);
    await expect.poll(() => shownPrices(page)).toEqual(descending);
    await expect(page).toHaveURL(/orden=precio-desc/);

    await toggle.click();
    await panel.getByRole('button', { name: 'Menor Precio' }).click();
    await panel.getByRole('button', { name: 'Aplicar Filtro' }).click();
    await expect.poll(() => shownPrices(page)).toEqual(cobre.map((p) => p.lista1!).sort((a, b) => a - b).slice(0, 25));

    await toggle.click();
    const byName = panel.getByRole('button', { name: 'Ordenar por Nombre' });
    await byName.click();
    await panel.getByRole('button', { name: 'Ordenar de Z - A' }).click();
    await panel.getByRole('button', { name: 'Aplicar Filtro' }).click();
    await expect.poll(() => shownIds(page)).toEqual([...cobre].reverse().slice(0, 25).map((p) => p.id));

    await toggle.click();
    await panel.getByRole('button', { name: 'Borrar Filtro' }).click();
    await expect.poll(() => shownIds(page)).toEqual(cobre.slice(0, 25).map((p) => p.id));
    await expect(page).not.toHaveURL(/orden=/);
    await byName.click();
    await expect(panel.getByRole('button', { name: 'Ordenar de A - Z' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('an unknown rubro shows the empty text', async ({ page }) => {
    await page.goto(listingPath('bicicleta'));
    await expect(await mainHeading(page)).toHaveText('Productos (BICICLETA)');
    await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cargar más productos' })).toHaveCount(0);
  });
});
