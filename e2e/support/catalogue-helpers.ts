/**
 * Helpers for the catalogue listing specs: the demo catalogue as the backend seeds it (keyed as the
 * import writes it; the rule below is an independent oracle for the inclusion rule), item locators, Realtime Database traffic watching and in-app navigation.
 */
import { expect, type Locator, type Page, type WebSocket } from '@playwright/test';
import { backendPorts } from '@frio/tooling/units';
import { generateProducts } from '../../backend/src/catalogue-generator.ts';
import { productosFrom } from '@frio/shared/catalogue/import';

export interface DemoProduct {
  key: string;
  id: string;
  codigo: string;
  nombre: string;
  lista1?: number;
}

/** The demo `productos` as the backend holds it. */
export const demo: Record<string, Record<string, unknown>> = productosFrom(generateProducts()) as never;

/** What the listing must show for a rubro: docs/contract.md "The listing" inclusion, sorted by nombre ascending. */
export function expectedProducts(rubro: string): DemoProduct[] {
  const term = rubro.toLowerCase();
  return Object.entries(demo)
    .filter(([, p]) => {
      const r = p as Record<string, unknown>;
      return (
        typeof r.stock === 'number' &&
        r.stock > 0 &&
        typeof r.nombre === 'string' &&
        r.nombre.toLowerCase().includes(term) &&
        (r.idRubro === 2 || r.idRubro === 4) &&
        r.idSubrubro !== 13
      );
    })
    .map(([key, p]) => {
      const r = p as Record<string, unknown>;
      return {
        key,
        id: String(r.id),
        codigo: String(r.codigo ?? ''),
        nombre: String(r.nombre),
        lista1: r.lista1 as number | undefined,
      };
    })
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es-AR', { sensitivity: 'base', numeric: true }));
}

export const listingPath = (rubro: string) => `/productos/insumos/${encodeURIComponent(rubro)}`;

/** The items of the listing. */
export function catalogueItems(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: 'Productos' }).getByRole('listitem');
}

export async function waitForRows(page: Page): Promise<void> {
  await expect(catalogueItems(page).first()).toBeVisible();
}

/** The rows are shown and the whole list is in (a new visitor's first page is followed by it): not busy. */
export async function waitForWholeList(page: Page): Promise<void> {
  await waitForRows(page);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The price shown in each visible item, as a number (es-AR: '$ 266.460'). */
export async function shownPrices(page: Page): Promise<number[]> {
  const texts = await catalogueItems(page).evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  return texts.map((text) => {
    const match = /\$\s?([\d.]+)/.exec(text);
    return match ? Number(match[1]!.replace(/\./g, '')) : Number.NaN;
  });
}

/** The 'Artículo' number shown in each visible item. */
export async function shownIds(page: Page): Promise<string[]> {
  return catalogueItems(page).evaluateAll((items) =>
    items.map((item) => /Artículo:?\s*(\d+)/.exec(item.textContent ?? '')?.[1] ?? ''),
  );
}

/** The summary line above the items ('82 resultados', 'Mostrando 25 de 82 productos'). */
export function listingSummary(page: Page): Locator {
  // Not the spinner, also a status: it shows below the rows while 'Cargar más' waits for the whole list.
  return page.getByRole('main').getByRole('status').filter({ hasNotText: 'Cargando productos' });
}

/** The item showing this article number. */
export function itemWithId(page: Page, id: string): Locator {
  return catalogueItems(page).filter({ hasText: new RegExp(`Artículo:?\\s*${id}(?!\\d)`) });
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * A long list as a visitor meets it (it may be windowed, so not every item is in the page): the first
 * items in order at the top, every item announcing the whole list's size, and the last item on screen,
 * in its place, once the page is scrolled to the bottom.
 */
export async function expectLongList(page: Page, expected: readonly DemoProduct[]): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const first = expected.slice(0, 6).map((p) => p.id);
  await expect.poll(async () => (await shownIds(page)).slice(0, first.length)).toEqual(first);
  const sizes = await catalogueItems(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('aria-setsize')),
  );
  expect(new Set(sizes)).toEqual(new Set([String(expected.length)]));
  const last = itemWithId(page, expected[expected.length - 1]!.id);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeInViewport({ timeout: 500 });
  }).toPass();
  await expect(last).toHaveAttribute('aria-posinset', String(expected.length));
}

export interface ScrollThrough {
  /** Article numbers by place in the list (aria-posinset), in order of place. */
  ids: string[];
  places: number[];
  /** Every aria-setsize seen. */
  setSizes: number[];
  /** The most items the page held at once. */
  mostInPage: number;
  /** What went wrong on the way: rows out of order, blank screen, rows far from the screen. */
  problems: string[];
}

/**
 * Scrolls the page from top to bottom in steps of 70 % of the viewport and records, at each step,
 * every item the page holds. Checks on the way that the items in the page are consecutive places of
 * the list, that the part of the list on screen is covered by items (no blank), and that no item in
 * the page is more than two viewports away from the screen (the list is windowed; at the very bottom,
 * with the footer on screen, the window can reach a viewport further up than the screen shows).
 */
export async function scrollThroughList(page: Page): Promise<ScrollThrough> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const byPlace = new Map<number, string>();
  const setSizes = new Set<number>();
  const problems: string[] = [];
  let mostInPage = 0;
  for (let step = 0; step < 1000; step += 1) {
    await nextFrames(page);
    const seen = await page.evaluate(() => {
      const listElement = document.querySelector('main ul')!;
      const list = listElement.getBoundingClientRect();
      const items = [...document.querySelectorAll('main ul > li')].map((item) => {
        const box = item.getBoundingClientRect();
        return {
          place: Number(item.getAttribute('aria-posinset')),
          setSize: Number(item.getAttribute('aria-setsize')),
          id: /Artículo:?\s*(\d+)/.exec(item.textContent ?? '')?.[1] ?? '',
          top: box.top,
          bottom: box.bottom,
        };
      });
      const rowGap = Number.parseFloat(getComputedStyle(listElement).rowGap) || 0;
      return {
        items,
        rowGap,
        listTop: list.top,
        listBottom: list.bottom,
        height: window.innerHeight,
        scrollY: window.scrollY,
      };
    });
    const where = `at scrollY ${Math.round(seen.scrollY)}`;
    mostInPage = Math.max(mostInPage, seen.items.length);
    seen.items.forEach((item, index) => {
      if (item.place !== seen.items[0]!.place + index)
        problems.push(`${where}: place ${item.place} after ${seen.items[index - 1]?.place}`);
      const before = byPlace.get(item.place);
      if (before !== undefined && before !== item.id)
        problems.push(`${where}: place ${item.place} showed ${before}, now ${item.id}`);
      byPlace.set(item.place, item.id);
      setSizes.add(item.setSize);
      if (item.bottom < -2 * seen.height || item.top > 3 * seen.height)
        problems.push(`${where}: place ${item.place} is two viewports away from the screen`);
    });
    const onScreenTop = Math.max(seen.listTop, 0);
    const onScreenBottom = Math.min(seen.listBottom, seen.height);
    // Consecutive items follow each other in the grid, so items from above the screen's top edge to
    // below its bottom edge (give or take the gap between rows) mean nothing blank on screen.
    if (onScreenBottom > onScreenTop) {
      const top = Math.min(...seen.items.map((item) => item.top));
      const bottom = Math.max(...seen.items.map((item) => item.bottom));
      if (seen.items.length === 0 || top > onScreenTop + seen.rowGap + 1 || bottom < onScreenBottom - seen.rowGap - 1) {
        problems.push(`${where}: blank list on screen (items from ${Math.round(top)} to ${Math.round(bottom)})`);
      }
    }
    const moved = await page.evaluate(() => {
      const y = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.7);
      return window.scrollY !== y;
    });
    if (!moved) break;
  }
  const places = [...byPlace.keys()].sort((a, b) => a - b);
  return { ids: places.map((place) => byPlace.get(place)!), places, setSizes: [...setSizes], mostInPage, problems };
}

/**
 * What a page reads from the Realtime Database (the local firebase-server): the paths it reads over REST,
 * the SDK sockets it opens, and the bytes it receives through both. `settled()` waits for the REST
 * bodies still being counted.
 */
export function watchDatabase(page: Page) {
  const counting: Array<Promise<void>> = [];
  const traffic = {
    reads: [] as string[],
    sockets: 0,
    bytesReceived: 0,
    settled: async () => {
      await Promise.all(counting);
    },
  };
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes(`:${backendPorts.database}`)) return;
    traffic.sockets += 1;
    socket.on('framereceived', (frame) => {
      traffic.bytesReceived += typeof frame.payload === 'string' ? frame.payload.length : frame.payload.byteLength;
    });
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port !== String(backendPorts.database) || !url.pathname.endsWith('.json')) return;
    traffic.reads.push(decodeURIComponent(url.pathname.slice(1, -'.json'.length)));
    counting.push(
      response.body().then(
        (body) => void (traffic.bytesReceived += body.length),
        () => {},
      ),
    );
  });
  return traffic;
}

/**
 * Navigate inside the single-page app, as a link would (no reload, same JS memory): push the entry the
 * way React Router does and let its popstate listener route it.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState({ usr: null, key: `e2e${Date.now()}`, idx: (state.idx ?? 0) + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
