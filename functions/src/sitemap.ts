/**
 * The sitemap, made on request from the catalogue as it is: the build-time documents, the rubro listings
 * and every listed product at its own address (an index of files past 50,000). The product list comes
 * from the rubros' derived lists, read again only when the catalogue's stamp changes.
 */
import { decodeListing } from '@frio/shared/catalogue/listing-codec';
import { productPath } from '@frio/shared/catalogue/product-path';
import { listedProduct, STAMP_PATH } from '@frio/shared/catalogue/product-read';
import { recordEntries } from '@frio/shared/catalogue';
import { rubros } from '@frio/shared/types';
import type { PublicRead } from '@frio/tooling/site-renderer/database';
import { rubroPaths } from '@frio/tooling/site-renderer/site-documents';
import { sitemapFiles } from '@frio/tooling/site-renderer/sitemap';

/** `/sitemap.xml`, `/sitemap-3.xml`. */
export const isSitemapPath = (pathname: string): boolean => /^\/sitemap(-[1-9]\d{0,3})?\.xml$/.test(pathname);

/** Every listed product's address, each once (under the rubro that is its own: listedProduct's). */
async function productPaths(read: PublicRead): Promise<string[]> {
  const lists = await Promise.all(rubros.map((rubro) => read(`catalogo/listas/${rubro}`)));
  const paths: string[] = [];
  lists.forEach((stored, index) => {
    for (const [key, record] of decodeListing(stored) ?? recordEntries(null)) {
      const listed = listedProduct(record, key);
      if (listed && listed.rubro === rubros[index]) paths.push(productPath(key, listed.product.nombre));
    }
  });
  return paths;
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
