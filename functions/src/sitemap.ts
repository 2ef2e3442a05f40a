/**
 * The sitemap, made on request. The products come from the search index (every listed article once),
 * read again only when the catalogue's stamp changes.
 */
import { productPath } from '@frio/shared/catalogue/product-path';
import { STAMP_PATH } from '@frio/shared/catalogue/product-read';
import { decodeSearchIndex, SEARCH_INDEX_PATH, searchIndexText } from '@frio/shared/catalogue/search-index';
import type { PublicRead } from '@frio/renderer/database';
import { rubroPaths } from '@frio/renderer/site-documents';
import { sitemapFiles } from '@frio/renderer/sitemap';

/** `/sitemap.xml`, `/sitemap-3.xml`. */
export const isSitemapPath = (pathname: string): boolean => /^\/sitemap(-[1-9]\d{0,3})?\.xml$/.test(pathname);

async function productPaths(read: PublicRead): Promise<string[]> {
  const products = decodeSearchIndex(searchIndexText(await read(SEARCH_INDEX_PATH))) ?? [];
  return products.map(({ id, nombre }) => productPath(id, nombre));
}

export function sitemaps(): (pathname: string, origin: string, read: PublicRead) => Promise<string | null> {
  let cached: { stamp: unknown; origin: string; files: Map<string, string> } | undefined;
  return async (pathname, origin, read) => {
    const stamp = await read(STAMP_PATH);
    if (!cached || cached.stamp !== stamp || cached.origin !== origin) {
      const files = sitemapFiles(origin, [...rubroPaths(), ...(await productPaths(read))]);
      cached = { stamp, origin, files: new Map(files.map(({ file, text }) => [`/${file}`, text])) };
    }
    return cached.files.get(pathname) ?? null;
  };
}
