/**
 * The site without a signal: the service worker's address and the one cache it answers from when the
 * network fails. Nothing is put there until the visitor asks to use the catalogue offline; until then the
 * worker answers every page from the network and only a failed one with its "Sin conexión" page. Plain
 * data: Node and browser safe.
 */

/** The service worker, at the site's root so its scope is the whole site (the shell's build writes it). */
export const serviceWorkerPath = '/sw.js';

/** The Cache Storage cache of the pages saved for offline use (a new name when its contents change shape). */
export const savedPagesCache = 'frio-sin-conexion-v1';

/** The saved pages the offline page links to, when they are saved: where a saved visit starts. */
export const savedEntryPoints: ReadonlyArray<{ path: string; label: string }> = [
  { path: '/productos/insumos', label: 'Insumos de refrigeración' },
  { path: '/buscar', label: 'Buscar en el catálogo' },
  { path: '/presupuesto', label: 'Mi presupuesto' },
  { path: '/', label: 'Inicio' },
];
