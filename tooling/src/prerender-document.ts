import { startAfterPaint } from './app-start.ts';
import { HTMLElement, element, parseHtml, requireElement, verbatim } from './html-document.ts';

/**
 * Builds a route's HTML document from the bare shell (app.html) and what the app rendered for that
 * route in the prerender's browser (Node only; scripts/prerender/ uses it).
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

const hoistable = new Set(['title', 'meta', 'link']);

/** Splits React's output into the leading hoisted head tags and the app's markup, both as React wrote them. */
export function splitHoisted(html: string): { head: string; body: string } {
  let end = 0;
  for (const node of parseHtml(html).childNodes) {
    if (node instanceof HTMLElement && hoistable.has(node.rawTagName.toLowerCase())) end = node.range[1];
    else if (node.textContent.trim() !== '' || node instanceof HTMLElement) break;
  }
  return { head: html.slice(0, end), body: html.slice(end) };
}

function withSiteOrigin(document: HTMLElement, origin: string): HTMLElement {
  requireElement(document, 'html', 'app.html').setAttribute('data-site-origin', origin);
  return document;
}

/**
 * The document: the shell's head without its generic title and description, the page's own, the app's
 * markup in #root; the app's tags wait in a template until the page has painted (app-start.ts).
 */
export function composeDocument(template: string, route: RenderedRoute): string {
  const { head: hoisted, body } = splitHoisted(route.html);
  const document = withSiteOrigin(parseHtml(template), route.origin);
  const head = requireElement(document, 'head', 'app.html');
  const root = requireElement(document, '#root', 'app.html');
  root.setAttribute('data-prerendered', '');
  root.set_content(verbatim(body));
  head.querySelector('title')?.remove();
  head.querySelector('meta[name=description]')?.remove();
  head.appendChild(verbatim(hoisted + route.headTags));
  // Inline, not linked: a stylesheet on a remote's origin would block the first paint behind a new
  // connection. The remote adds its own <link> when its scripts run (same rules, no shift).
  for (const { href, css } of route.stylesheets)
    head.appendChild(element('style', { 'data-href': href }, css.replace(/<\/style/gi, '<\\/style')));
  startAfterPaint(document);
  return String(document);
}

/** The bare shell with the site origin set, as the prerender's browser loads it. */
export function prerenderTemplate(template: string, origin: string): string {
  return String(withSiteOrigin(parseHtml(template), origin));
}
