/**
 * The site's plain page: a whole HTML document with no script and its styles inline, for what answers
 * when the app cannot (the worker's "Sin conexión", the pages function's 503). Plain strings, not React:
 * the function's bundle must not carry React for it, and the worker has none.
 */
import { brandColours } from './web-app-manifest.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * Text or an attribute's value made inert in HTML or XML (the product feed): the five characters that could
 * end it escaped, and the control characters XML 1.0 does not allow (a price list's names may hold them)
 * left out.
 */
export const escapeHtml = (text: string): string =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => escapes[char]!);

/** The page titled `title` (text) with `main` (markup, its parts already escaped) as its main area. */
export function plainPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${brandColours.brand}">
<title>${escapeHtml(title)} · Frío Entre Ríos</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d232b;background:${brandColours.background};line-height:1.5}
header{background:${brandColours.brand};color:#fff;font-weight:800;padding:1rem}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}
a{color:#1b5cab;font-weight:600}
a:focus-visible{outline:3px solid #1b5cab;outline-offset:2px}
li{margin:.5rem 0}
</style>
</head>
<body>
<header>Frío Entre Ríos</header>
<main>${main}</main>
</body>
</html>
`;
}
