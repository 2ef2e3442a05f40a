/**
 * Which of the site's documents are made at build time and which on request (Node only). The sitemap and
 * firebase.json's rewrites (scripts/firebase-json.ts) follow from them.
 */
import { builtPaths, rubroRoute, siteRoutes } from '@frio/shared/routes';

/**
 * The routes the pages function renders on request: the catalogue, fresh within minutes of Publicar.
 * Every other route's document is made once, at build or release (`pnpm prerender`).
 */
export const onRequestRoutes: readonly string[] = siteRoutes
  .filter((route) => route.made === 'request')
  .map((route) => route.path);

export function documentPaths(): string[] {
  return siteRoutes.filter((route) => route.made === 'build').flatMap(builtPaths);
}

/** Made on request, but listed in the sitemap. */
export function rubroPaths(): string[] {
  return builtPaths(rubroRoute);
}

/** '/' → index.html, '/faq' → faq/index.html. */
export function documentFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

export const notFoundFile = '404.html';
/** The bare shell: the prerender's template and the page for routes without a document. */
export const shellFile = 'app.html';

export function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}
