/**
 * The page answered (HTTP 503) when a catalogue page cannot be made: the database or the site did not
 * answer and no earlier copy of the page is at hand. Plain HTML, no script: it must work when nothing
 * else does. Its head is written here, not by React: this page answers when the site's renderer cannot.
 */
import { escapeMarkup as html } from './markup.ts';

/** The message and its retry link, as markup for the page's main area. */
function message(again: string, retryAfterS: number): string {
  return `<main><h1>No pudimos cargar el catálogo</h1><p>En este momento no podemos leer la lista de precios. Probá de nuevo en unos ${retryAfterS} segundos.</p><p><a href="${again}">Reintentar</a> · <a href="/">Ir al inicio</a></p></main>`;
}

/**
 * With the bare shell at hand, the message goes into its page area: the app still starts in it and,
 * with scripts, shows the section's own fallback (a unit that does not answer) or its own retry (the
 * database); without scripts, the message stays. Otherwise a plain page.
 */
export function unavailablePage(path: string, retryAfterS: number, bare?: string): string {
  // One leading slash: `//host` would be another site.
  const again = html(`/${path.replace(/^\/+/, '')}`);
  const slot = '<div class="boot-main"></div>';
  if (bare?.includes(slot)) return bare.replace(slot, `<div class="boot-main">${message(again, retryAfterS)}</div>`);
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>No pudimos cargar el catálogo · Frío Entre Ríos</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a2433;background:#f5f8fc}main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem}a{color:#0b5cad;font-weight:600}</style>
</head>
<body>
${message(again, retryAfterS)}
</body>
</html>
`;
}
