/** sitemap.xml, served on request by the pages function, and robots.txt, written by the prerender. */
import { isIndexable } from '@frio/shared/routes';
import { absolute, documentPaths } from './site-documents.ts';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const urlset = (urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n')}\n</urlset>\n`;

/**
 * Every indexable document made at build time, then `extraPaths` (the rubros and products). Past
 * SITEMAP_MAX_URLS, `sitemap.xml` is an index naming `sitemap-1.xml`, `sitemap-2.xml`, …
 */
export function sitemapFiles(
  origin: string,
  extraPaths: readonly string[] = [],
): Array<{ file: string; text: string }> {
  const urls = [...documentPaths().filter(isIndexable), ...extraPaths].map((path) => absolute(origin, path));
  if (urls.length <= SITEMAP_MAX_URLS) return [{ file: 'sitemap.xml', text: urlset(urls) }];
  const files: Array<{ file: string; text: string }> = [];
  for (let start = 0; start < urls.length; start += SITEMAP_MAX_URLS) {
    files.push({ file: `sitemap-${files.length + 1}.xml`, text: urlset(urls.slice(start, start + SITEMAP_MAX_URLS)) });
  }
  const index = files.map(({ file }) => `  <sitemap><loc>${absolute(origin, `/${file}`)}</loc></sitemap>`).join('\n');
  return [
    {
      file: 'sitemap.xml',
      text: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
    },
    ...files,
  ];
}

/** Everything may be crawled: noindex pages say so themselves. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(origin, '/sitemap.xml')}\n`;
}
