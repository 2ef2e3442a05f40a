/**
 * The site's routes (site-routes.ts) and what follows from them. The shell's browser bundle reads only
 * `routeFor` and `pageFor` and the list; the documents, the sitemap and firebase.json read the rest.
 */
import { rubros } from '../business/types.ts';
import { matchesPath, type SiteRoute } from './define.ts';
import { siteRoutes } from './site-routes.ts';

export * from './site-routes.ts';
export { matchesPath, unitOf } from './define.ts';
export type { PageId, PreviewId, RouteMeta, SiteRoute, Unit } from './define.ts';

/**
 * The User Timing mark the shell sets once its idle prefetch is over, the last work a page does on its
 * own: it shows in a browser's performance panel, and the e2e suite waits for it.
 */
export const idlePrefetchDone = 'frio:idle-prefetch-done';

export function routeFor(pathname: string): SiteRoute | undefined {
  return siteRoutes.find((route) => matchesPath(route.path, pathname));
}

/** The remote page ('mf_content/HomePage') for a pathname, if any. */
export function pageFor(pathname: string): string | undefined {
  return routeFor(pathname)?.page;
}

/**
 * The paths a route stands for when the site is built: its own, one per rubro for ':rubro', none for a
 * product (the catalogue names them, at import).
 */
export function builtPaths(route: SiteRoute): string[] {
  if (route.path.includes(':rubro')) return rubros.map((rubro) => route.path.replace(':rubro', rubro));
  if (route.path.includes(':')) return [];
  return [route.path];
}

/** False for the pages search engines must not index (a route's `indexable`); unknown paths are not pages. */
export function isIndexable(pathname: string): boolean {
  return routeFor(pathname)?.indexable ?? false;
}
