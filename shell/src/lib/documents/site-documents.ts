/**
 * The documents the prerender writes for the shell site (Node and browser safe: plain data). One table:
 * the route table of SPEC §2 (page-table.ts) with the 12 rubros of the insumos grid; the sitemap,
 * robots.txt and the hosting rewrites agree with it (tests).
 */
import { rubros } from '@frio/shared/types';
import { pageTable } from '../remotes/page-table.ts';

/** Pages search engines must not index (their content is private, the visitor's own, or a step of a flow). */
/** Pages search engines must not index (their content is private or a step of a flow). */
export const noindexPaths: readonly string[] = [
  '/login',
  '/passrecover',
  '/register/completed',
  '/admin',
  '/presupuesto',
  '/admin/precios',
  '/admin/consultas',
  '/buscar',
];

/** Every path that gets its own prerendered document: the fixed routes and one per rubro. */
export function documentPaths(): string[] {
  return pageTable.flatMap(({ path }) =>
    path.includes(':rubro') ? rubros.map((rubro) => path.replace(':rubro', rubro)) : [path],
  );
}

/** The file of a path's document in the shell's output ('/' → index.html, '/faq' → faq/index.html). */
export function documentFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The file served for unknown paths, with HTTP 404. */
export const notFoundFile = '404.html';
/** The bare shell (static frame + scripts): the prerender's template and the page for routes without a document. */
export const shellFile = 'app.html';

function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** sitemap.xml: every indexable document, on the configured site origin. */
export function sitemapXml(origin: string): string {
  const urls = documentPaths()
    .filter((path) => !noindexPaths.includes(path))
    .map((path) => `  <url><loc>${absolute(origin, path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled (noindex pages say so themselves), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(origin, '/sitemap.xml')}\n`;
}

/** The <head> tags a document needs beyond the page's own (which React renders): canonical URL, og:url, robots. */
export function documentHeadTags(origin: string, path: string): string {
  const url = absolute(origin, path);
  const tags = [`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`];
  if (noindexPaths.includes(path)) tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}
