/**
 * The 503 page when a catalogue page cannot be made and no earlier copy is at hand. Plain HTML, not
 * React's: it answers when the site's renderer cannot.
 */
import { escapeHtml, plainPage } from '@frio/shared/plain-page';

const TITLE = 'No pudimos cargar el catálogo';

function message(again: string, retryAfterS: number): string {
  return `<h1>${TITLE}</h1><p>En este momento no podemos leer la lista de precios. Probá de nuevo en unos ${retryAfterS} segundos.</p><p><a href="${again}">Reintentar</a> · <a href="/">Ir al inicio</a></p>`;
}

/**
 * With the bare shell at hand, the message goes into its page area: with scripts, the app still starts
 * and shows its own fallback or retry; without, the message stays. Otherwise the site's plain page.
 */
export function unavailablePage(path: string, retryAfterS: number, bare?: string): string {
  // One leading slash: `//host` would be another site.
  const again = escapeHtml(`/${path.replace(/^\/+/, '')}`);
  const slot = '<div class="boot-main"></div>';
  if (bare?.includes(slot))
    return bare.replace(slot, `<div class="boot-main"><main>${message(again, retryAfterS)}</main></div>`);
  return plainPage(TITLE, message(again, retryAfterS));
}
