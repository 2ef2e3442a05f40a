/**
 * The shell site's documents (Node only), from the site's routes (`@frio/shared/routes`): which are made
 * at build time and which on request, and the head tags every document gets from its path. The sitemap
 * (sitemap.ts) and firebase.json's rewrites (scripts/firebase-json.ts) follow from them.
 */
import { familyPreview, previewImageSize, type LinkPreview } from '@frio/shared/link-previews';
import { builtPaths, isIndexable, rubroRoute, siteRoutes } from '@frio/shared/routes';

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

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A link preview's image tags, the image absolute as Open Graph requires. */
function previewImageTags(origin: string, preview: LinkPreview): string[] {
  const image = attribute(absolute(origin, preview.image));
  const alt = attribute(preview.alt);
  return [
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${previewImageSize.width}">`,
    `<meta property="og:image:height" content="${previewImageSize.height}">`,
    `<meta property="og:image:alt" content="${alt}">`,
    `<meta name="twitter:image" content="${image}">`,
    `<meta name="twitter:image:alt" content="${alt}">`,
  ];
}

/**
 * The <head> tags a document needs beyond the page's own (which React renders): canonical URL, og:url,
 * robots, following from its path, and its link preview: its family's, or the one its page names (a
 * product's own image).
 */
export function documentHeadTags(origin: string, path: string, preview: LinkPreview = familyPreview(path)): string {
  const url = absolute(origin, path);
  const tags = [
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:url" content="${url}">`,
    ...previewImageTags(origin, preview),
  ];
  if (!isIndexable(path)) tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}
