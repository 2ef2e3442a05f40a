/**
 * The shell site's documents (Node only), from the site's routes (`@frio/shared/routes`): which are made
 * at build time and which on request (every head tag is the page's own, `PageMeta`). The sitemap
 * (sitemap.ts) and firebase.json's rewrites (scripts/firebase-json.ts) follow from them.
 */
import { builtPaths, rubroRoute, siteRoutes } from '@frio/shared/routes';

/**
 * The routes whose pages the pages function renders on request (functions/: the catalogue, fresh from
 * the price list within minutes of Publicar, docs/architecture.md); every other route's document is
 * made once, at build or release (`pnpm prerender`).
 */
export const onRequestRoutes: readonly string[] = siteRoutes
  .filter((route) => route.made === 'request')
  .map((route) => route.path);

/** Every path that gets a document at build time: the routes made at build. */
export function documentPaths(): string[] {
  return siteRoutes.filter((route) => route.made === 'build').flatMap(builtPaths);
}

/** The rubro listings' paths (made on request, listed in the sitemap). */
export function rubroPaths(): string[] {
  return builtPaths(rubroRoute);
}

/** The file of a path's document in the shell's output ('/' → index.html, '/faq' → faq/index.html). */
export function documentFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The file served for unknown paths, with HTTP 404. */
export const notFoundFile = '404.html';
/** The bare shell (static frame + scripts): the prerender's template and the page for routes without a document. */
export const shellFile = 'app.html';

export function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}
