import { startAfterPaint } from './app-start.ts';
import { parseHtml, requireElement, verbatim, type HTMLElement } from './html-document.ts';

/** A route's HTML document: the bare shell (app.html) filled with the server render (Node only). */

export interface RenderedRoute {
  /** React's static render of the app: the page's <title>/<meta> first, then the app's markup. */
  html: string;
  stylesheets: Array<{ href: string; css: string }>;
  /** Extra <head> tags beyond the page's own (the early-tap counter's). */
  headTags: string;
  /** The configured public origin of the site (written on <html data-site-origin>). */
  origin: string;
}

/**
 * One hoisted head tag as React writes it: `<title>` with its escaped text, or `<meta>`/`<link>` (React
 * escapes `<` and `>` inside attribute values, so the first `>` ends the tag).
 */
const hoistedTag = /\s*(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/y;

/** Splits React's output into the leading hoisted head tags and the app's markup. */
export function splitHoisted(html: string): { head: string; body: string } {
  let end = 0;
  hoistedTag.lastIndex = 0;
  while (hoistedTag.test(html)) end = hoistedTag.lastIndex;
  return { head: html.slice(0, end), body: html.slice(end) };
}

function withSiteOrigin(document: HTMLElement, origin: string): HTMLElement {
  requireElement(document, 'html', 'app.html').setAttribute('data-site-origin', origin);
  return document;
}

const HEAD_MARK = '<!--frio:page-head-->';
const BODY_MARK = '<!--frio:page-body-->';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The document of any route, prepared once from the bare shell; each route fills in its head, styles and #root. */
export function documentTemplate(template: string, origin: string): (route: Omit<RenderedRoute, 'origin'>) => string {
  const document = withSiteOrigin(parseHtml(template), origin);
  const head = requireElement(document, 'head', 'app.html');
  const root = requireElement(document, '#root', 'app.html');
  root.setAttribute('data-prerendered', '');
  root.set_content(verbatim(BODY_MARK));
  head.querySelector('title')?.remove();
  head.querySelector('meta[name=description]')?.remove();
  head.appendChild(verbatim(HEAD_MARK));
  startAfterPaint(document);
  const [before, rest] = String(document).split(HEAD_MARK) as [string, string];
  const [middle, after] = rest.split(BODY_MARK) as [string, string];
  return (route) => {
    const { head: hoisted, body } = splitHoisted(route.html);
    // Inline, not linked: a stylesheet on a remote's origin would block the first paint behind a new
    // connection. The remote adds its own <link> when its scripts run (same rules, no shift).
    const styles = route.stylesheets
      .map(({ href, css }) => `<style data-href="${attribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
      .join('');
    return before + hoisted + route.headTags + styles + middle + body + after;
  };
}

export function composeDocument(template: string, route: RenderedRoute): string {
  return documentTemplate(template, route.origin)(route);
}
