/**
 * The page answered (HTTP 503) when a catalogue page cannot be made: the database or the site did not
 * answer and no earlier copy of the page is at hand. Plain HTML, no script: it must work when nothing
 * else does. Not React's: this page answers when the site's renderer cannot.
 */
import { escapeHtml, plainPage } from '@frio/shared/plain-page';

const TITLE = 'No pudimos cargar el catálogo';

/** The message and its retry link, as markup for the page's main area. */
function message(again: string, retryAfterS: number): string {
  return `<h1>${TITLE}</h1><p>En este momento no podemos leer la lista de precios. Probá de nuevo en unos ${retryAfterS} segundos.</p><p><a href="${again}">Reintentar</a> · <a href="/">Ir al inicio</a></p>`;
}

/**
 * With the bare shell at hand, the message goes into its page area: the app still starts in it and,
 * with scripts, shows the section's own fallback (a unit that does not answer) or its own retry (the
 * database); without scripts, the message stays. Otherwise the site's plain page.
 */
export function unavailablePage(path: string, retryAfterS: number, bare?: string): string {
  // One leading slash: `//host` would be another site.
  const again = escapeHtml(`/${path.replace(/^\/+/, '')}`);
  const slot = '<div class="boot-main"></div>';
  if (bare?.includes(slot))
    return bare.replace(slot, `<div class="boot-main"><main>${message(again, retryAfterS)}</main></div>`);
  return plainPage(TITLE, message(again, retryAfterS));
}
