import { test, expect, mainHeading } from '../support/site.ts';
import {
  catalogueItems,
  clientNavigate,
  expectLongList,
  expectedProducts,
  listingPath,
  listingSummary,
  shownIds,
  waitForRows,
  watchDatabase,
} from '../support/catalogue-helpers.ts';

test.describe('catalogue data: cache, memory, URL state and bad input', () => {
  test('a second visit shows the rows from the session cache without opening the database', async ({ page }) => {
    const traffic = watchDatabase(page);
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    expect(traffic.connections).toBe(1);
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('firebase-config.json')) configRequests.push(request.url());
    });
    await page.reload();
    await waitForRows(page);
    await expect(catalogueItems(page)).toHaveCount(25);
    await page.waitForLoadState('networkidle');
    expect(traffic.connections).toBe(1);
    expect(configRequests).toEqual([]);
  });

  test('another rubro in the same session is not downloaded again', async ({ page }) => {
    const traffic = watchDatabase(page);
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    const afterFirst = traffic.bytesReceived;
    expect(afterFirst).toBeGreaterThan(50_000);
    await clientNavigate(page, listingPath('gas'));
    await expect(await mainHeading(page)).toHaveText('Productos (GAS)');
    await expect
      .poll(() => shownIds(page))
      .toEqual(
        expectedProducts('gas')
          .slice(0, 25)
          .map((p) => p.id),
      );
    await page.waitForLoadState('networkidle');
    expect(traffic.connections).toBe(1);
    expect(traffic.bytesReceived - afterFirst).toBeLessThan(1_000);
  });

  test('search, order and visible count come back with Back', async ({ page }) => {
    const gas = expectedProducts('gas');
    await page.goto(listingPath('gas'));
    await waitForRows(page);
    await page.getByRole('button', { name: 'Cargar más productos' }).click();
    await expect(listingSummary(page)).toHaveText(`Mostrando 60 de ${gas.length} productos`);
    await page.getByRole('banner').getByRole('link', { name: 'Nosotros' }).first().click();
    await expect(page).toHaveURL('/nosotros');
    await page.goBack();
    await expect(await mainHeading(page)).toHaveText('Productos (GAS)');
    await expect(listingSummary(page)).toHaveText(`Mostrando 60 de ${gas.length} productos`);
    await expectLongList(page, gas.slice(0, 60));

    const search = page.getByRole('searchbox', { name: 'Buscar productos' });
    await search.fill('r22');
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await page.getByRole('button', { name: 'Ordenar por Nombre' }).click();
    await page.getByRole('button', { name: 'Ordenar de Z - A' }).click();
    await page.getByRole('button', { name: 'Aplicar Filtro' }).click();
    await expect(page).toHaveURL(/\?q=r22&orden=nombre-desc$/);
    const expected = gas
      .filter((p) => p.nombre.toLowerCase().includes('r22'))
      .reverse()
      .map((p) => p.id);
    await expect.poll(() => shownIds(page)).toEqual(expected);

    await page.getByRole('banner').getByRole('link', { name: 'Contacto' }).first().click();
    await expect(page).toHaveURL('/contacto');
    await page.goBack();
    await expect(page).toHaveURL(/\/productos\/insumos\/gas\?q=r22&orden=nombre-desc$/);
    await expect(search).toHaveValue('r22');
    await expect.poll(() => shownIds(page)).toEqual(expected);

    // The same URL, shared: a fresh tab shows the same list.
    const shared = await page.context().newPage();
    await shared.goto('/productos/insumos/gas?q=r22&orden=nombre-desc');
    await expect(shared.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('r22');
    await expect.poll(() => shownIds(shared)).toEqual(expected);
    await shared.close();
  });

  for (const rubro of [
    ' cobre ',
    'válvula',
    'Ñandú accesorio',
    '<script>alert(1)</script>',
    'x'.repeat(300),
    '100%',
    'o\'hara "x"',
  ]) {
    test(`odd rubro ${JSON.stringify(rubro.slice(0, 30))} gives a normal page`, async ({ page, consoleErrors }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto(listingPath(rubro));
      await expect(await mainHeading(page)).toHaveText(`Productos (${rubro.toUpperCase()})`);
      await expect(page).toHaveTitle(`Productos (${rubro.toUpperCase()})`);
      const expected = expectedProducts(rubro);
      if (expected.length === 0) await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
      else await expect(catalogueItems(page)).toHaveCount(Math.min(25, expected.length));
      await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
      expect(dialogs).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('malformed records are excluded or shown safely', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const rubro of ['filtro', 'cable', 'cobre']) {
      await page.goto(listingPath(rubro));
      await waitForRows(page);
      const search = page.getByRole('searchbox', { name: 'Buscar productos' });
      await search.fill('.9900');
      if (rubro === 'filtro') {
        await expect(catalogueItems(page)).toHaveCount(1);
        await expect(catalogueItems(page).first()).toContainText('Consultar precio');
        await expect(catalogueItems(page).first()).toContainText('FILTRO SIN PRECIO CARGADO');
      } else if (rubro === 'cable') {
        await expect(catalogueItems(page)).toHaveCount(1);
        await expect(catalogueItems(page).first()).toContainText('$');
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(fits).toBe(true);
      } else {
        // stock as text: excluded
        await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
      }
      await expect(page.locator('body')).not.toContainText(/\bNaN\b|\bundefined\b|\bnull\b|\[object/);
    }
  });

  test('a visitor whose last database socket closed early still gets the list', async ({ page, consoleErrors }) => {
    // The Firebase SDK remembers a WebSocket that closed before it was marked healthy (leaving the
    // catalogue within seconds) and then starts with long polling, which the local server does not speak.
    await page.addInitScript(() => window.localStorage.setItem('firebase:previous_websocket_failure', 'true'));
    const polls: string[] = [];
    page.on('request', (request) => {
      if (/\/\.lp\?/.test(request.url())) polls.push(request.url());
    });
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    await expect(catalogueItems(page)).toHaveCount(25);
    expect(polls).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a corrupted session cache falls back to the database', async ({ page }) => {
    await page.addInitScript(() => {
      for (const key of ['frio:productos:v1:cobre', 'frio:productos:v1:gas'])
        window.sessionStorage.setItem(key, '[{"key":');
    });
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    await expect(catalogueItems(page)).toHaveCount(25);
  });

  test('a full session storage still shows the list (it only cannot cache)', async ({ page }) => {
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('relleno-0')) return;
      // Fill to the last few bytes: big chunks first, then ever smaller ones.
      let size = 1024 * 1024;
      for (let i = 0; size >= 8; i += 1) {
        try {
          window.sessionStorage.setItem(`relleno-${i}`, 'x'.repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
    const traffic = watchDatabase(page);
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    await expect(catalogueItems(page)).toHaveCount(25);
    await page.reload();
    await waitForRows(page);
    expect(traffic.connections).toBe(2); // no cache could be written, so it read again
  });
});
