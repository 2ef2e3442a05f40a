/**
 * Helpers for the catalogue listing specs: the demo catalogue as the backend seeds it (an independent
 * oracle for the inclusion rule), item locators, Realtime Database traffic watching and in-app navigation.
 */
import { expect, type Locator, type Page, type WebSocket } from '@playwright/test';
import { backendPorts } from '@frio/shared/units';
import { generateCatalogue } from '../../backend/src/catalogue-generator.ts';

export interface DemoProduct {
  key: string;
  id: string;
  codigo: string;
  nombre: string;
  lista1?: number;
}

const demo = generateCatalogue();

/** What the listing must show for a rubro: SPEC §5 inclusion, sorted by nombre ascending. */
export function expectedProducts(rubro: string): DemoProduct[] {
  const term = rubro.toLowerCase();
  return Object.entries(demo)
    .filter(([, p]) => {
      const r = p as Record<string, unknown>;
      return (
        typeof r.stock === 'number' && r.stock > 0 &&
        typeof r.nombre === 'string' && r.nombre.toLowerCase().includes(term) &&
        (r.idRubro === 2 || r.idRubro === 4) && r.idSubrubro !== 13
      );
    })
    .map(([key, p]) => {
      const r = p as Record<string, unknown>;
      return { key, id: String(r.id), codigo: String(r.codigo ?? ''), nombre: String(r.nombre), lista1: r.lista1 as number | undefined };
    })
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es-AR', { sensitivity: 'base', numeric: true }));
}

export const listingPath = (rubro: string) => `/productos/insumos/${encodeURIComponent(rubro)}`;

/** The items of the listing. */
export function catalogueItems(page: Page): Locator {
  return page.getByRole('main').getByRole('list').getByRole('listitem');
}

export async function waitForRows(page: Page): Promise<void> {
  await expect(catalogueItems(page).first()).toBeVisible();
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

/** Connections to and bytes received from the Realtime Database (firebase-server). */
export function watchDatabase(page: Page) {
  const traffic = { connections: 0, bytesReceived: 0 };
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes(`:${backendPorts.database}`)) return;
    traffic.connections += 1;
    socket.on('framereceived', (frame) => {
      traffic.bytesReceived += typeof frame.payload === 'string' ? frame.payload.length : frame.payload.byteLength;
    });
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
