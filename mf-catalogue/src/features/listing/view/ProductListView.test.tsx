import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceType, Product } from '@frio/shared/types';
import { ProductListView, EMPTY_TEXT, LOAD_ERROR_TEXT, SEARCH_HINT } from './ProductListView.tsx';
import { TECHNICIAN_PRICES } from '../../../lib/prices/price.ts';
import { createProductSource, type ProductSource } from '../data/product-source.ts';
import { databaseReader, READ_TIMEOUT_MS } from '../data/database-reader.ts';
import { listedRows } from '../data/listed-rows.ts';
import { record } from '../../../testing/products.ts';
import { LISTING_DATA, snapshotBlock } from '../data/listing-snapshot.ts';
import { BLOCK_ATTRIBUTE, dehydrate } from '@frio/shared/server-data';

const SNAPSHOT_BLOCK = `${BLOCK_ATTRIBUTE}="${LISTING_DATA}"`;

// The real read module over a Firebase that never answers (the "database unreachable" case), REST
// included.
vi.mock('@frio/shared/firebase', async () =>
  (await import('@frio/shared/testing/firebase-reads')).withDatabaseReads(
    (() => ({
      prepareFirebase: () => {},
      readPublicOverRest: () => new Promise(() => {}),
      getFirebaseDatabase: async () => ({}),
      connectDatabaseNow: async () => {},
      loadDatabaseSdk: async () => ({
        ref: () => ({}),
        query: () => ({}),
        orderByChild: () => ({}),
        startAfter: () => ({}),
        onValue: () => () => {},
      }),
    }))(),
  ),
);

/** 100 cobre items, ids 10000…10099, names sorting as their index, lista1 = 1000 + index, then one more; in name order, as the import lists them. */
function catalogue(): Product[] {
  const records: Record<string, unknown> = {};
  for (let i = 0; i < 100; i += 1) {
    const n = String(i).padStart(3, '0');
    records[`k${n}`] = record({
      id: String(10_000 + i),
      codigo: `DF${n}0000`,
      nombre: `Cobre ${n}`,
      descripcion: 'Caño de cobre flexible',
      lista1: 1000 + ((i * 37) % 100),
    });
  }
  records.extra = record({
    id: '99003',
    codigo: '',
    nombre: 'TUBO DE COBRE (SIN PRECIO) [X]',
    descripcion: '',
    lista1: undefined,
    idSubrubro: 3,
    idRubro: 2,
  });
  return listedRows(Object.entries(records))!;
}

/** The technician prices of catalogue()'s items (the private half): 50 + index. */
const technicianPrices = async () =>
  new Map(Array.from({ length: 100 }, (_, i) => [`k${String(i).padStart(3, '0')}`, 50 + i] as const));

function fixedSource(items: readonly Product[], updatedAt: number | null = null): ProductSource {
  return {
    peek: () => ({ items, updatedAt }),
    preview: async () => null,
    load: async () => ({ items, updatedAt }),
    current: async () => true,
    technicianPrices,
  };
}

const visitor = async (): Promise<PriceType> => 1;

function renderPage(
  options: { source?: ProductSource; url?: string; priceTypeReader?: () => Promise<PriceType> } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/productos/insumos/:rubro',
        element: (
          <ProductListView
            rubro="cobre"
            source={options.source ?? fixedSource(catalogue())}
            priceTypeReader={options.priceTypeReader ?? visitor}
          />
        ),
      },
    ],
    { initialEntries: [options.url ?? '/productos/insumos/cobre'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const productList = () => screen.getByRole('list', { name: 'Productos' });
const items = () => within(productList()).getAllByRole('listitem');
const names = () =>
  (screen.queryByRole('list', { name: 'Productos' }) ? items() : []).map(
    (item) => within(item).getByRole('heading').textContent,
  );

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  // No backend here: a request is never answered (a dropped signal), as a database that does not
  // answer; a refused one would fail at a moment of the machine's choosing, racing the tests' clocks.
  vi.stubGlobal('fetch', (_url: unknown, init?: RequestInit) => {
    const signal = init?.signal;
    return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProductListView', () => {
  it('shows the title, one h1 naming the rubro as people say it, and the first 25 items with all their fields', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cobre' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Productos (COBRE)'));
    expect(items()).toHaveLength(25);
    const first = items()[0]!;
    expect(within(first).getByRole('heading', { name: 'Cobre 000' })).toBeInTheDocument();
    // The card's title is the name, a link to the product's page; a generic description shows under it.
    expect(within(first).getByRole('link', { name: 'Cobre 000' })).toHaveAttribute('href', '/producto/k000-cobre-000');
    expect(first).toHaveTextContent('Caño de cobre flexible');
    expect(first).toHaveTextContent('EN STOCK');
    expect(first).toHaveTextContent(/\$\s1\.000/);
    expect(first).toHaveTextContent('DF0000000');
    expect(first).toHaveTextContent('INSUMOS');
    expect(first).toHaveTextContent('COMERCIAL');
    expect(screen.getByPlaceholderText('Búsqueda')).toHaveAccessibleName('Buscar productos');
    expect(screen.getByPlaceholderText('Búsqueda')).toHaveAccessibleDescription(SEARCH_HINT);
    expect(window.scrollTo).toHaveBeenCalled();
    // A visitor sees list 1 and no technician note.
    expect(screen.queryByText(TECHNICIAN_PRICES)).toBeNull();
  });

  it('a breadcrumb leads back: Productos › Insumos › Cobre', () => {
    renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Productos' })).toHaveAttribute('href', '/productos');
    expect(within(crumbs).getByRole('link', { name: 'Insumos' })).toHaveAttribute('href', '/productos/insumos');
    expect(within(crumbs).getByText('Cobre')).toHaveAttribute('aria-current', 'page');
  });

  it("'load more' adds 35 and hides once everything shows; it is hidden while searching", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 25 de 101 productos');
    expect(items()).toHaveLength(25);
    // Longer lists are windowed (the browser e2e suite checks which rows are on the page); each
    // rendered item still tells assistive tech its place in the whole list.
    const order = [
      ...Array.from({ length: 100 }, (_, i) => `Cobre ${String(i).padStart(3, '0')}`),
      'TUBO DE COBRE (SIN PRECIO) [X]',
    ];
    const placesMatchNames = (total: number) => {
      expect(items().length).toBeGreaterThan(0);
      for (const item of items()) {
        expect(item).toHaveAttribute('aria-setsize', String(total));
        const place = order.indexOf(within(item).getByRole('heading').textContent ?? '') + 1;
        expect(item).toHaveAttribute('aria-posinset', String(place));
      }
    };
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 60 de 101 productos');
    placesMatchNames(60);
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 95 de 101 productos');
    placesMatchNames(95);
    await user.type(screen.getByRole('searchbox'), 'cobre');
    expect(screen.queryByRole('button', { name: 'Cargar más productos' })).not.toBeInTheDocument();
    expect(await screen.findByText('101 resultados')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 101 de 101 productos');
    placesMatchNames(101);
    expect(screen.queryByRole('button', { name: 'Cargar más productos' })).not.toBeInTheDocument();
  });

  it('searches by id, by code and by literal name text, keeping the text in the URL', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    const box = screen.getByRole('searchbox');
    await user.type(box, '.1001');
    expect(names()).toEqual([
      'Cobre 010',
      'Cobre 011',
      'Cobre 012',
      'Cobre 013',
      'Cobre 014',
      'Cobre 015',
      'Cobre 016',
      'Cobre 017',
      'Cobre 018',
      'Cobre 019',
    ]);
    // The URL follows after a pause in typing (URL_WRITE_DELAY_MS).
    await waitFor(() => expect(router.state.location.search).toBe('?q=.1001'));
    await user.clear(box);
    await user.type(box, 'code=DF0420000');
    expect(names()).toEqual(['Cobre 042']);
    await user.clear(box);
    // Punctuation is ignored: the words "sin" and "precio" are what is searched.
    await user.type(box, '(sin precio) [[[[');
    expect(names()).toEqual(['TUBO DE COBRE (SIN PRECIO) [X]']);
    await user.clear(box);
    await user.type(box, '(sin precio) [[[[y');
    expect(names()).toEqual([]);
    await user.clear(box);
    await user.type(box, '(sin precio) [[x]');
    const item = items()[0]!;
    expect(names()).toEqual(['TUBO DE COBRE (SIN PRECIO) [X]']);
    expect(item).toHaveTextContent('Consultar precio');
    expect(item).toHaveTextContent('Sin código');
    expect(item).toHaveTextContent('REPUESTOS');
    expect(item).toHaveTextContent('VARIOS');
    expect(item.textContent).not.toMatch(/NaN|undefined/);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it('restores search and order from the URL', () => {
    renderPage({ url: '/productos/insumos/cobre?q=COBRE%2009&orden=nombre-desc' });
    expect(screen.getByRole('searchbox')).toHaveValue('COBRE 09');
    expect(names()).toEqual([
      'Cobre 099',
      'Cobre 098',
      'Cobre 097',
      'Cobre 096',
      'Cobre 095',
      'Cobre 094',
      'Cobre 093',
      'Cobre 092',
      'Cobre 091',
      'Cobre 090',
      // Every word in any order: "cobre" and "09" are both in "COBRE 009".
      'Cobre 009',
    ]);
  });

  it('filter panel: collapsible groups, Aplicar applies and closes, Borrar resets to A-Z', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    const toggle = screen.getByRole('button', { name: 'Filtrar' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('inert');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('inert');
    expect(within(panel).getByRole('heading', { name: 'Filtrar Productos' })).toBeInTheDocument();

    const byPrice = within(panel).getByRole('button', { name: 'Ordenar por Precio' });
    expect(byPrice).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('button', { name: 'Mayor Precio' })).not.toBeInTheDocument();
    await user.click(byPrice);
    expect(byPrice).toHaveAttribute('aria-expanded', 'true');
    await user.click(await within(panel).findByRole('button', { name: 'Mayor Precio' }));
    expect(within(panel).getByRole('button', { name: 'Mayor Precio' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()[0]).toBe('Cobre 000'); // not applied yet
    await user.click(within(panel).getByRole('button', { name: 'Aplicar Filtro' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(router.state.location.search).toBe('?orden=precio-desc');
    const prices = () => items().map((item) => Number(item.textContent!.match(/\$\s([\d.]+)/)![1]!.replace(/\./g, '')));
    const shown = prices();
    expect(shown).toEqual([...shown].sort((a, b) => b - a));

    await user.click(toggle);
    await user.click(within(panel).getByRole('button', { name: 'Menor Precio' }));
    await user.click(within(panel).getByRole('button', { name: 'Aplicar Filtro' }));
    expect(prices()[0]).toBe(1000);

    await user.click(toggle);
    await user.click(within(panel).getByRole('button', { name: 'Ordenar por Nombre' }));
    await user.click(within(panel).getByRole('button', { name: 'Ordenar de Z - A' }));
    await user.click(within(panel).getByRole('button', { name: 'Aplicar Filtro' }));
    expect(names()[0]).toBe('TUBO DE COBRE (SIN PRECIO) [X]');
    expect(names()[1]).toBe('Cobre 099');

    await user.click(toggle);
    await user.click(within(panel).getByRole('button', { name: 'Borrar Filtro' }));
    expect(names()[0]).toBe('Cobre 000');
    expect(router.state.location.search).toBe('');
    // Borrar Filtro is done with the panel: it closes and focus is back on Filtrar.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(within(panel).getByRole('button', { name: 'Ordenar de A - Z' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('filter panel: focus moves in, the close button, Escape and a tap outside close it, focus back on Filtrar', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = screen.getByRole('button', { name: 'Filtrar' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;

    await user.click(toggle);
    const close = within(panel).getByRole('button', { name: 'Cerrar filtros' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(panel).getByRole('heading', { name: 'Filtrar Productos' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true'); // a tap inside keeps it open
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('the active order shows next to Filtrar and one tap removes it', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('heading', { name: 'Cobre 000' });
    expect(screen.queryByRole('button', { name: /^Quitar el orden/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filtrar' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(toggle);
    await user.click(within(panel).getByRole('button', { name: 'Ordenar por Precio' }));
    await user.click(within(panel).getByRole('button', { name: 'Menor Precio' }));
    await user.click(within(panel).getByRole('button', { name: 'Aplicar Filtro' }));
    const chip = screen.getByRole('button', { name: 'Quitar el orden Menor Precio' });
    expect(chip).toHaveTextContent('Menor Precio');
    await user.click(chip);
    expect(router.state.location.search).toBe('');
    expect(names()[0]).toBe('Cobre 000');
    expect(screen.queryByRole('button', { name: /^Quitar el orden/ })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('price type 2 (a signed-in technician) shows lista2, read from the private half', async () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    renderPage({ priceTypeReader: async () => 2 });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando productos');
    expect(await screen.findByRole('heading', { name: 'Cobre 000' })).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent(/\$\s50(?!\d)/);
    expect(screen.getByText(TECHNICIAN_PRICES)).toBeVisible();
  });

  it('a technician whose prices are refused (revoked meanwhile) sees list 1, without the technician note', async () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    const refused = { ...fixedSource(catalogue()), technicianPrices: async () => Promise.reject(new Error('denied')) };
    renderPage({ source: refused, priceTypeReader: async () => 2 });
    expect(await screen.findByRole('heading', { name: 'Cobre 000' })).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent(/\$\s1\.000(?!\d)/);
    expect(screen.queryByText(TECHNICIAN_PRICES)).toBeNull();
  });

  it('shows a spinner while loading, then the rows', async () => {
    let resolve!: (list: Awaited<ReturnType<ProductSource['load']>>) => void;
    const source: ProductSource = {
      peek: () => null,
      current: async () => true,
      preview: async () => null,
      load: () => new Promise((r) => (resolve = r)),
      technicianPrices,
    };
    renderPage({ source });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando productos…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cobre');
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toBeInTheDocument();
    await waitFor(() => expect(resolve).toBeTypeOf('function'));
    await act(async () => resolve({ items: catalogue(), updatedAt: null }));
    expect(items()).toHaveLength(25);
  });

  it('says when prices were last updated, and nothing when the database has no stamp', () => {
    renderPage({ source: fixedSource(catalogue(), Date.UTC(2026, 10, 12, 15)) });
    expect(screen.getByText('Precios actualizados el 12/11/2026')).toBeInTheDocument();
    cleanup();
    renderPage({ source: fixedSource(catalogue(), null) });
    expect(screen.queryByText(/Precios actualizados/)).not.toBeInTheDocument();
  });

  it('an empty rubro shows the empty text', () => {
    renderPage({ source: fixedSource([]) });
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más productos' })).not.toBeInTheDocument();
  });

  it('database unreachable: after the read timeout (10 s) a Spanish message with Reintentar replaces the spinner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const source = createProductSource(databaseReader);
    const shown = Date.now();
    renderPage({ source });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando productos');
    // The clock also runs with real time (shouldAdvanceTime, for the client's dynamic import), so the
    // wait is measured rather than stepped once: a loaded machine cannot carry a step past the timeout.
    while (!screen.queryByRole('alert') && Date.now() - shown < 12_000) {
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    const waited = Date.now() - shown;
    expect(waited).toBeGreaterThanOrEqual(READ_TIMEOUT_MS);
    expect(waited).toBeLessThanOrEqual(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_ERROR_TEXT);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('Reintentar loads again and shows the rows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<ProductSource['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: catalogue(), updatedAt: null });
    renderPage({
      source: { peek: () => null, preview: async () => null, load, current: async () => true, technicianPrices },
    });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'Cobre 000' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('a new visitor: the first page, then the whole list', () => {
    /** A source whose preview is the first 25 rows of 101 and whose whole list waits for `finish`. */
    function slowSource() {
      const all = catalogue();
      let finish!: () => void;
      const whole = new Promise<void>((r) => (finish = r));
      const load = vi.fn(async () => {
        await whole;
        return { items: all, updatedAt: Date.UTC(2026, 10, 12, 15) };
      });
      const source: ProductSource = {
        peek: () => null,
        current: async () => true,
        preview: async () => ({ items: all.slice(0, 25), total: all.length, updatedAt: Date.UTC(2026, 10, 12, 15) }),
        load,
        technicianPrices,
      };
      // The whole list is asked for a moment after the first rows are painted: answer it once asked.
      const answer = async () => {
        await waitFor(() => expect(load).toHaveBeenCalled(), { timeout: 3000 });
        await act(async () => finish());
      };
      return { source, load, finish: answer };
    }

    it('shows the first 25 rows and the whole count before the whole list is here, busy until it is', async () => {
      const { source, load, finish } = slowSource();
      renderPage({ source });
      expect(await screen.findByRole('heading', { name: 'Cobre 000' })).toBeInTheDocument();
      expect(items()).toHaveLength(25);
      expect(screen.getByText('Mostrando 25 de 101 productos')).toBeInTheDocument();
      expect(screen.getByText('Precios actualizados el 12/11/2026')).toBeInTheDocument();
      expect(productList().closest('section')).toHaveAttribute('aria-busy', 'true');
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1)); // after the rows were painted
      await finish();
      expect(productList().closest('section')).not.toHaveAttribute('aria-busy');
      expect(screen.getByText('Mostrando 25 de 101 productos')).toBeInTheDocument();
    });

    it('a search typed meanwhile waits for the whole list, keeping what was typed, then finds in all of it', async () => {
      const { source, finish } = slowSource();
      renderPage({ source });
      await screen.findByRole('heading', { name: 'Cobre 000' });
      const box = screen.getByRole('searchbox', { name: 'Buscar productos' });
      await userEvent.setup().type(box, '099');
      expect(box).toHaveValue('099');
      expect(screen.getByRole('status')).toHaveTextContent('Cargando productos…');
      expect(screen.queryByRole('list', { name: 'Productos' })).toBeNull();
      await finish();
      expect(names()).toEqual(['Cobre 099']);
    });

    it("'Cargar más' pressed meanwhile shows a spinner below the rows, then the next 35", async () => {
      const { source, finish } = slowSource();
      renderPage({ source });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Cargar más productos' }));
      expect(items()).toHaveLength(25);
      expect(screen.getByText('Cargando productos…')).toBeInTheDocument();
      await finish();
      expect(screen.getByText('Mostrando 60 de 101 productos')).toBeInTheDocument();
      expect(screen.queryByText('Cargando productos…')).toBeNull();
    });

    it('the whole list failing after the first page becomes the Reintentar message', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const all = catalogue();
      const source: ProductSource = {
        peek: () => null,
        current: async () => true,
        preview: async () => ({ items: all.slice(0, 25), total: all.length, updatedAt: null }),
        load: async () => Promise.reject(new Error('offline')),
        technicianPrices,
      };
      renderPage({ source });
      // The whole list is asked for once the first rows have painted and the page is idle (up to 0.75 s by
      // design), which leaves findByRole's default second little room on a loaded machine.
      expect(await screen.findByRole('alert', undefined, { timeout: 5_000 })).toHaveTextContent(LOAD_ERROR_TEXT);
    });
  });

  describe('taking over a prerendered document that holds the first rows', () => {
    const STAMP = Date.UTC(2026, 10, 2, 12);

    /** The document as the prerender wrote it: its data block, with the first 25 of cobre's 101 rows. */
    function prerenderedDocument(rubro = 'cobre') {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.setAttribute(BLOCK_ATTRIBUTE, LISTING_DATA);
      block.textContent = dehydrate(
        snapshotBlock({
          rubro,
          items: catalogue().slice(0, 25),
          total: 101,
          updatedAt: STAMP,
        }),
      );
      document.body.append(block);
      return () => block.remove();
    }

    /** A source whose stamp check answers when told, and whose whole list is `list` (other prices). */
    function checkedSource(list: readonly Product[], updatedAt: number) {
      let answer!: (current: boolean) => void;
      const current = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
      const load = vi.fn(async () => ({ items: list, updatedAt }));
      const source: ProductSource = { peek: () => null, preview: async () => null, load, current, technicianPrices };
      return { source, current, load, answer: (value: boolean) => act(async () => answer(value)) };
    }

    /** The page's own data block, rendered while it shows the document's rows. */
    const snapshotRows = () => document.querySelector(`section script[${SNAPSHOT_BLOCK}]`);
    afterEach(() => document.querySelectorAll(`body > script[${SNAPSHOT_BLOCK}]`).forEach((block) => block.remove()));

    it('renders the rows as the document holds them, compares their stamp once, then shows them as its own', async () => {
      const removeDocument = prerenderedDocument();
      const { source, current, load, answer } = checkedSource(catalogue(), STAMP);
      renderPage({ source });
      // As the document: its 25 rows, the whole count and the date of the import they were read under.
      expect(snapshotRows()).not.toBeNull();
      expect(items()).toHaveLength(25);
      expect(screen.getByText('Mostrando 25 de 101 productos')).toBeInTheDocument();
      expect(screen.getByText('Precios actualizados el 02/11/2026')).toBeInTheDocument();
      expect(document.querySelectorAll(`script[${SNAPSHOT_BLOCK}]`)).toHaveLength(2); // the test's and the page's
      expect(current).toHaveBeenCalledTimes(1);
      expect(current).toHaveBeenCalledWith(STAMP);
      expect(load).not.toHaveBeenCalled();
      removeDocument();

      await answer(true);
      expect(snapshotRows()).toBeNull();
      expect(document.querySelector(`script[${SNAPSHOT_BLOCK}]`)).toBeNull();
      expect(items()).toHaveLength(25);
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1)); // then the whole list, as for any first page
    });

    it('replaces rows whose stamp is no longer current by the catalogue as it is now', async () => {
      const removeDocument = prerenderedDocument();
      const repriced = catalogue().map((product) => ({ ...product, lista1: 777_000 }));
      const { source, answer } = checkedSource(repriced, STAMP + 1);
      renderPage({ source });
      removeDocument();
      await answer(false);
      expect(snapshotRows()).toBeNull();
      await waitFor(() => expect(items()[0]).toHaveTextContent(/\$\s777\.000/));
      expect(screen.queryByText(/\$\s1\.000/)).toBeNull();
    });

    it("shows a signed-in visitor the spinner, not the document's list-1 rows, until the listing decides", async () => {
      const removeDocument = prerenderedDocument();
      localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', JSON.stringify({ uid: 'tecnico' }));
      try {
        const { source } = checkedSource(catalogue(), STAMP);
        renderPage({ source });
        removeDocument();
        expect(screen.queryByRole('list', { name: 'Productos' })).toBeNull();
        expect(screen.getByRole('status')).toHaveTextContent('Cargando productos…');
      } finally {
        localStorage.clear();
      }
    });

    it('a stamp that cannot be checked becomes the Reintentar message, not an endless spinner', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const removeDocument = prerenderedDocument();
      const { source } = checkedSource(catalogue(), STAMP);
      source.current = () => Promise.reject(new Error('offline'));
      renderPage({ source });
      removeDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_ERROR_TEXT);
      expect(snapshotRows()).toBeNull();
    });

    it("ignores another rubro's document", async () => {
      const removeDocument = prerenderedDocument('gas');
      const { source, current } = checkedSource(catalogue(), STAMP);
      renderPage({ source });
      removeDocument();
      expect(snapshotRows()).toBeNull();
      expect(current).not.toHaveBeenCalled();
      expect(await screen.findByRole('heading', { name: 'Cobre 000' })).toBeInTheDocument();
    });
  });
});
