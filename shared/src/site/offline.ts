/**
 * The site without a signal: the service worker's address and the one cache it answers from when the
 * network fails, empty until the visitor asks to use the catalogue offline. Plain data: Node and browser safe.
 */

/** The service worker, at the site's root so its scope is the whole site (the shell's build writes it). */
export const serviceWorkerPath = '/sw.js';

/** The Cache Storage cache of the pages saved for offline use (a new name when its contents change shape). */
export const savedPagesCache = 'frio-sin-conexion-v1';

/**
 * The IndexedDB database of a technician's list 2 saved for offline use (@frio/shared/offline/technician-list):
 * never in `savedPagesCache`, whose copies the worker hands to whoever asks.
 */
export const savedListsDatabase = 'frio-lista2-sin-conexion';

/** The saved pages the offline page links to, when they are saved: where a saved visit starts. */
export const savedEntryPoints: ReadonlyArray<{ path: string; label: string }> = [
  { path: '/productos/insumos', label: 'Insumos de refrigeración' },
  { path: '/buscar', label: 'Buscar en el catálogo' },
  { path: '/presupuesto', label: 'Mi presupuesto' },
  { path: '/', label: 'Inicio' },
];

/**
 * Written last by "Usar sin conexión", in `savedPagesCache`: the catalogue there is whole, saved under
 * the price list's stamp. Without it nothing is presented as saved (a save cut short deletes the cache).
 */
export const savedCatalogueKey = '/__sin-conexion/catalogo.json';

/**
 * The bare shell's document: offline, the page of an address saved as data only (a product, a listing's
 * or a search's query) renders from it, as the bare shell renders any page in the browser.
 */
export const pageTemplatePath = '/app.html';

/** The saved catalogue: its stamp (the price list's date), its size and when it was saved. */
export interface SavedCatalogue {
  stamp: number;
  bytes: number;
  savedAt: number;
}

/** The marker as stored, checked (storage is untrusted): null when it is not one. */
export function toSavedCatalogue(value: unknown): SavedCatalogue | null {
  if (typeof value !== 'object' || value === null) return null;
  const { stamp, bytes, savedAt } = value as Record<string, unknown>;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  return finite(stamp) && finite(bytes) && finite(savedAt) ? { stamp, bytes, savedAt } : null;
}
