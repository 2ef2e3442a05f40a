import { startAfterPaint } from './app-start.ts';

/**
 * Builds a route's HTML document from the bare shell (app.html) and what the app rendered for that
 * route in the prerender's browser (Node only; scripts/prerender.ts uses it).
 */

export interface RenderedRoute {
  /** React's static render of the app: the page's <title>/<meta> first, then the app's markup. */
  html: string;
  /** Stylesheets the remotes added to the page while it loaded: their absolute URL and their text. */
  stylesheets: Array<{ href: string; css: string }>;
  /** Extra <head> tags: canonical, og:url, robots. */
  headTags: string;
  /** The configured public origin of the site (written on <html data-site-origin>). */
  origin: string;
}

const hoistable = /^\s*(<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** Splits React's output into the leading hoisted head tags and the app's markup. */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    head += match[1];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The document: the shell's head without its generic title and description, the page's own, the app's
 * markup in #root, and the app's scripts started once that markup has painted.
 */
export function composeDocument(template: string, route: RenderedRoute): string {
  const { head, body } = splitHoisted(route.html);
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('app.html has no <div id="root">…</div>');
  // Inline, not linked: a stylesheet on a remote's origin would block the first paint behind a new
  // connection. The remote adds its own <link> when its scripts run (same rules, no shift).
  const stylesheets = route.stylesheets.map(
    ({ href, css }) => `<style data-href="${escapeAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  const withRoot =
    template.slice(0, rootStart) +
    `<div id="root" data-prerendered>${body}</div>` +
    template.slice(rootEnd + '</div>'.length);
  return startAfterPaint(withRoot)
    .replace(/<html\b([^>]*)>/, `<html$1 data-site-origin="${escapeAttribute(route.origin)}">`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `${head}${route.headTags}${stylesheets.join('')}</head>`);
}

/** The bare shell with the site origin set, as the prerender's browser loads it. */
export function prerenderTemplate(template: string, origin: string): string {
  return template.replace(/<html\b([^>]*)>/, `<html$1 data-site-origin="${escapeAttribute(origin)}">`);
}
