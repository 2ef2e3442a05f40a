import { backendPorts } from '@frio/tooling/units';
import { notFoundText } from '../support/routes.ts';
import { rubroLabels } from '@frio/shared/rubros';
import { rubros } from '@frio/shared/types';
import { test, expect, mainHeading } from '../support/site.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { appendToStoredLists, restoreDemoCatalogue, writePaths } from '../support/catalogue-admin.ts';
import {
  catalogueItems,
  clientNavigate,
  demo,
  expectLongList,
  expectedProducts,
  listingPath,
  listingSummary,
  shownIds,
  waitForRows,
  waitForWholeList,
  watchDatabase,
} from '../support/catalogue-helpers.ts';

test.describe('catalogue data: cache, memory, URL state and bad input', () => {
  test('a new visitor downloads only the rubro it shows, not the collection, and no database SDK', async ({ page }) => {
    const traffic = watchDatabase(page);
    const work = watchPageWork(page);
    await page.goto(listingPath('cobre'));
    await waitForWholeList(page);
    await work.done();
    await traffic.settled();
    // The first page comes with the document, which checks the stamp; then the whole list and its photos'
    // stamps (the owner may have added one since), once those rows are on screen.
    expect([...traffic.reads].sort()).toEqual([
      'catalogo/actualizado',
      'catalogo/fotos/cobre',
      'catalogo/listas/cobre',
    ]);
    expect(traffic.sockets).toBe(0);
    const collectionBytes = JSON.stringify(demo).length;
    const cobreBytes = JSON.stringify(expectedProducts('cobre')).length;
    expect(traffic.bytesReceived).toBeGreaterThan(cobreBytes);
    expect(traffic.bytesReceived).toBeLessThan(collectionBytes / 5);
  });

  test('a new visitor has the heading, search box and first 25 rows before any read is answered; a search waits for the whole list', async ({
    page,
  }) => {
    const cobre = expectedProducts('cobre');
    // Every database read held on its way (the requests themselves untouched), as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(new RegExp(`//localhost:${backendPorts.database}/.*\\.json`), async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await page.goto(listingPath('cobre'));
    // The document already holds the page (prerendered): wait until the listing's code has asked the
    // database, so what follows happens while the products are on their way.
    await expect.poll(() => asked).toBeGreaterThan(0);
    await expect(await mainHeading(page)).toHaveText(rubroLabels.cobre);
    await expect.poll(() => shownIds(page)).toEqual(cobre.slice(0, 25).map((p) => p.id));
    await expect(listingSummary(page)).toHaveText(`Mostrando 25 de ${cobre.length} productos`);
    // The page knows its list is still on its way.
    await expect(page.getByRole('main').locator('section[aria-busy="true"]')).toHaveCount(1);
    const search = page.getByRole('searchbox', { name: 'Buscar productos' });
    const wanted = cobre.at(-1)!;
    await search.fill(`.${wanted.id}`);
    // The document's rows do not answer a search: the spinner until the whole list is here.
    await expect(page.getByRole('main').getByText('Cargando productos…')).toBeVisible();
    await expect(search).toHaveValue(`.${wanted.id}`);
    release();
    await expect.poll(() => shownIds(page)).toEqual(cobre.filter((p) => p.id.startsWith(wanted.id)).map((p) => p.id));
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test("a second visit shows the rows from the session cache after two tiny reads: the stamp and the rubro's photo stamps", async ({
    page,
  }) => {
    const traffic = watchDatabase(page);
    const work = watchPageWork(page);
    await page.goto(listingPath('cobre'));
    await waitForWholeList(page);
    await work.done();
    await traffic.settled();
    const readsBefore = traffic.reads.length;
    const firstVisit = traffic.bytesReceived;
    await page.reload();
    await waitForRows(page);
    await expect(catalogueItems(page)).toHaveCount(25);
    await work.done();
    // The photo stamps are read on every visit (the owner adds photos between imports, under no stamp), after
    // the rows are painted: wait for both reads, then nothing else was read.
    const expected = ['catalogo/actualizado', 'catalogo/fotos/cobre'];
    await expect.poll(() => traffic.reads.slice(readsBefore)).toEqual(expected);
    await traffic.settled();
    expect(traffic.reads.slice(readsBefore)).toEqual(expected);
    expect(traffic.bytesReceived - firstVisit).toBeLessThan(1_000);
  });

  test('another rubro in the same session downloads only its own list', async ({ page }) => {
    const traffic = watchDatabase(page);
    const work = watchPageWork(page);
    await page.goto(listingPath('cobre'));
    await waitForWholeList(page);
    await work.done();
    await traffic.settled();
    const readsBefore = traffic.reads.length;
    const afterFirst = traffic.bytesReceived;
    await clientNavigate(page, listingPath('gas'));
    await expect(await mainHeading(page)).toHaveText(rubroLabels.gas);
    await expect
      .poll(() => shownIds(page))
      .toEqual(
        expectedProducts('gas')
          .slice(0, 25)
          .map((p) => p.id),
      );
    await waitForWholeList(page);
    await work.done();
    await traffic.settled();
    // The stamp is known for the session: only the new rubro's first page, its photos' stamps (once) and list.
    expect(traffic.reads.slice(readsBefore).sort()).toEqual([
      'catalogo/fotos/gas',
      'catalogo/listas/gas',
      'catalogo/primeras/gas',
    ]);
    expect(traffic.bytesReceived - afterFirst).toBeLessThan(JSON.stringify(expectedProducts('gas')).length * 3);
    // Back to the first rubro: from memory, nothing downloaded.
    const afterSecond = traffic.bytesReceived;
    await clientNavigate(page, listingPath('cobre'));
    await expect(await mainHeading(page)).toHaveText(rubroLabels.cobre);
    await waitForRows(page);
    await traffic.settled();
    expect(traffic.bytesReceived - afterSecond).toBe(0);
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
    await expect(await mainHeading(page)).toHaveText(rubroLabels.gas);
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
    'zzz',
    ' cobre ',
    'válvula',
    'Ñandú accesorio',
    '<script>alert(1)</script>',
    'x'.repeat(300),
    '100%',
    'o\'hara "x"',
  ]) {
    test(`odd rubro ${JSON.stringify(rubro.slice(0, 30))} gives the 404 page with the categories`, async ({
      page,
      consoleErrors,
    }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto(listingPath(rubro));
      // Only the twelve terms are rubros: anything else is the 404, never an empty listing.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(notFoundText);
      const categories = page.getByRole('navigation', { name: 'Buscá en nuestras categorías de insumos' });
      await expect(categories.getByRole('listitem').getByRole('link')).toHaveCount(rubros.length);
      await expect(categories.getByRole('link', { name: rubroLabels.cobre })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
      expect(dialogs).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The document answers HTTP 404, which the browser logs; nothing else.
      expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    });
  }

  test('a link inside the app to an unknown rubro shows the 404 too, not an empty listing', async ({ page }) => {
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    await clientNavigate(page, listingPath('zzz'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(notFoundText);
    await expect(page.getByText('No se han encontrado resultados')).toHaveCount(0);
  });

  test.describe('malformed records (an older or hand-edited database)', () => {
    // The import never writes such records; a database written by other means may hold them, in the
    // collection and in a derived list alike. Each is written here and removed afterwards.
    const malformed: Record<string, Record<string, unknown>> = {
      'zz-malformed-no-name': {
        id: '99001',
        codigo: 'XX0000001',
        stock: 5,
        lista1: 1000,
        lista2: 900,
        idRubro: 4,
        idSubrubro: 14,
      },
      'zz-malformed-stock-text': {
        id: '99002',
        codigo: 'XX0000002',
        nombre: 'CAÑO DE COBRE STOCK TEXTO',
        stock: 'diez',
        lista1: 1000,
        idRubro: 4,
        idSubrubro: 14,
      },
      'zz-malformed-no-prices': {
        id: '99003',
        codigo: 'XX0000003',
        nombre: 'FILTRO SIN PRECIO CARGADO',
        stock: 3,
        idRubro: 4,
        idSubrubro: 16,
      },
      'zz-malformed-huge': {
        id: '99004',
        codigo: 'X'.repeat(400),
        nombre: `CABLE ${'MUY LARGO '.repeat(60)}`,
        stock: 2,
        lista1: 1e12,
        lista2: 1e12,
        idRubro: 2,
        idSubrubro: 16,
      },
      'zz-malformed-name-number': { id: 99005, nombre: 12345, stock: 4, lista1: 500, idRubro: 4, idSubrubro: 14 },
    };
    const lists: Record<string, string[]> = {
      cobre: ['zz-malformed-no-name', 'zz-malformed-stock-text', 'zz-malformed-name-number'],
      filtro: ['zz-malformed-no-prices'],
      cable: ['zz-malformed-huge'],
    };
    test.beforeAll(async () => {
      const update: Record<string, unknown> = {};
      for (const [key, record] of Object.entries(malformed)) update[`productos/${key}`] = record;
      await writePaths(update);
      await appendToStoredLists(malformed, lists);
    });
    test.afterAll(restoreDemoCatalogue);

    test('are excluded or shown safely', async ({ page }) => {
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
          // stock as text, no name, a name that is a number: excluded
          await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
        }
        await expect(page.locator('body')).not.toContainText(/\bNaN\b|\bundefined\b|\bnull\b|\[object/);
      }
    });
  });

  test('the demo catalogue shows no test records to visitors', async ({ page }) => {
    for (const rubro of ['filtro', 'cable']) {
      await page.goto(listingPath(rubro));
      await waitForRows(page);
      await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('.9900');
      await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
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

  test('a corrupted session cache falls back to the database, and is replaced by the list read', async ({ page }) => {
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('corrompido')) return; // once: the test then reads what the page wrote
      window.sessionStorage.setItem('corrompido', '1');
      for (const key of ['frio:productos:v3:cobre', 'frio:productos:v3:gas'])
        window.sessionStorage.setItem(key, '1763000000000\n{"campos":["clave"');
    });
    await page.goto(listingPath('cobre'));
    await waitForWholeList(page);
    await expect(catalogueItems(page)).toHaveCount(25);
    // The entry is the stamp, a line break and the list in the listing codec's form (product-cache.ts).
    await expect
      .poll(() => page.evaluate(() => window.sessionStorage.getItem('frio:productos:v3:cobre')?.slice(0, 40)))
      .toMatch(/^\d+\n\{"campos":\["clave",/);
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
    await waitForWholeList(page);
    await expect(catalogueItems(page)).toHaveCount(25);
    await page.reload();
    await waitForWholeList(page);
    await traffic.settled();
    // No cache could be written, so the second visit read the list again.
    expect(traffic.reads.filter((path) => path === 'catalogo/listas/cobre')).toHaveLength(2);
  });
});
