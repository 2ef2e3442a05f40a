import type { RemoteName } from '../contract/index.ts';

/**
 * A remote's page: 'mf_content/FaqPage' is the default export of the unit's one file named FaqPage.tsx
 * (the typecheck refuses another remote or name; the remote's build and the tooling's tests, a missing file).
 */
export type PageId = `${RemoteName}/${string}Page`;

/** The unit that owns a page, as the tooling names it ('mf_content/HomePage' → 'content'). */
export type Unit = 'content' | 'catalogue' | 'calculator' | 'accounts';

/** A link-preview image (`/og/<id>.png`, `@frio/shared/link-previews`); 'rubro': the one of the path's rubro. */
export type PreviewId = 'inicio' | 'productos' | 'transporte' | 'aires' | 'calculadora' | 'faq' | 'rubro';

/** The page's title and description, as it writes them in its <head> (`<PageMeta>`). */
export interface RouteMeta {
  title: string;
  description: string;
}

/** Everything the site knows about one route of docs/contract.md "Routes and screens", in one place. */
export interface SiteRoute {
  /** '/faq', or a pattern: '/productos/insumos/:rubro', '/producto/:segment'. */
  path: string;
  /**
   * The page as the owner reads it in /admin/consultas ('Preguntas frecuentes'); for a pattern, what its
   * addresses are ('Insumos': 'Insumos: cobre').
   */
  name: string;
  /** The remote page that renders it; its owner unit follows (`unitOf`). */
  page: PageId;
  /**
   * Its title and description; 'page' when the page writes them from its data (a rubro, a product, a
   * search, the business facts), as the first view shows them.
   */
  meta: RouteMeta | 'page';
  /** False: the document says noindex and the sitemap leaves it out (private, the visitor's own, a step). */
  indexable: boolean;
  /**
   * What the page cannot do without scripts (its <noscript> notice says so) and, for a form, the WhatsApp
   * message offered instead. Absent: the page works without scripts.
   */
  withoutScripts?: { what: string; whatsapp?: string };
  preview: PreviewId;
  /** Its entry in the navbar: a main button, an item of Productos' dropdown, or Técnicos. */
  nav?: { menu: 'main' | 'products' | 'technicians'; label: string; end?: boolean };
  /**
   * Where its HTML is made: 'build' (a prerendered document, the bare shell where there is none) or
   * 'request' (rendered when asked for, by the server).
   */
  made: 'build' | 'request';
}

/** 'mf_catalogue/ProductPage' → 'catalogue' */
export function unitOf(route: Pick<SiteRoute, 'page'>): Unit {
  return route.page.slice('mf_'.length, route.page.indexOf('/')) as Unit;
}

/** True when `pathname` matches `pattern` ('/productos/insumos/:rubro'); ignores a trailing slash. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const split = (value: string) => value.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  return (
    want.length === have.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === decodeURIComponent(have[i] ?? ''))
  );
}
