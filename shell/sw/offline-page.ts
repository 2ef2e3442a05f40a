/**
 * The page the service worker answers for a page that could not be fetched and is not saved: in Spanish,
 * saying so, with the saved pages it can open instead and a way to try again. Made in the worker (no file
 * to download or keep: the worker saves nothing for a visitor who never asks to), its styles inline.
 */
import { brandColours } from '@frio/shared/web-app-manifest';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface OfflinePageInput {
  /** The address asked for (path and query, same origin): "Reintentar" goes there. */
  address: string;
  /** The saved pages to offer instead, in order. */
  saved: ReadonlyArray<{ path: string; label: string }>;
}

const offlineTitle = 'Sin conexión';

export function offlinePage({ address, saved }: OfflinePageInput): string {
  const offer =
    saved.length > 0
      ? `<p>Esto sí está guardado en este dispositivo:</p><ul>${saved
          .map(({ path, label }) => `<li><a href="${escape(path)}">${escape(label)}</a></li>`)
          .join('')}</ul>`
      : '<p>Todavía no hay páginas guardadas en este dispositivo para usar sin conexión.</p>';
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${brandColours.brand}">
<title>${offlineTitle} · Frío Entre Ríos</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d232b;background:${brandColours.background};line-height:1.5}
header{background:${brandColours.brand};color:#fff;font-weight:800;padding:1rem}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}
a{color:#1b5cab}
a:focus-visible{outline:3px solid #1b5cab;outline-offset:2px}
li{margin:.5rem 0}
</style>
</head>
<body>
<header>Frío Entre Ríos</header>
<main>
<h1>${offlineTitle}</h1>
<p>No hay señal y esta página no está guardada en este dispositivo.</p>
${offer}
<p><a href="${escape(address)}">Reintentar</a> cuando vuelva la señal.</p>
</main>
</body>
</html>
`;
}
