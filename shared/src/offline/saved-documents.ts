import { builtPaths, siteRoutes } from '../routes/index.ts';
import { rubros } from '../business/types.ts';
import { STAMP_PATH } from '../catalogue/product-read.ts';
import { SEARCH_INDEX_PATH } from '../catalogue/search/search-index.ts';
import { pageTemplatePath } from '../site/offline.ts';
import { appIcons, webAppManifestPath } from '../site/web-app-manifest.ts';

/**
 * The documents "Usar sin conexión" saves: every page with one address (content pages, each rubro's
 * listing, /buscar) but the owner's, which need the network anyway, and the bare shell, from which a
 * page saved as data only renders (a product, a query).
 */
export const savedDocumentPaths = (): string[] => [
  ...siteRoutes.flatMap(builtPaths).filter((path) => !path.startsWith('/admin')),
  pageTemplatePath,
];

/** The site's files the app reads at start, besides its scripts, and the manifest's icons the browser asks for. */
export const savedSiteFiles = [
  '/remotes.json',
  '/firebase-config.json',
  webAppManifestPath,
  ...appIcons.map((icon) => icon.src),
];

/** The public database paths a listing, a search and the stamp check read, each saved as its REST answer. */
export const savedDataPaths = (): string[] => [
  STAMP_PATH,
  SEARCH_INDEX_PATH,
  ...rubros.flatMap((rubro) => [`catalogo/listas/${rubro}`, `catalogo/primeras/${rubro}`]),
];

/**
 * What a product's page reads (`productos/<id>`, `catalogo/relacionados/<id>`), from the two whole
 * collections read once: one REST answer per path, null for a product without related ones (as the
 * database answers), so a page never opened reads them offline as it does online.
 */
export function productReads(products: unknown, related: unknown): Array<[path: string, value: unknown]> {
  // The database answers numeric keys as an array once most of 0…max are used (20,000 ids from 10000):
  // its empty slots are no products.
  const records = typeof products === 'object' && products !== null ? Object.entries(products) : [];
  const relatedByKey = (typeof related === 'object' && related !== null ? related : {}) as Record<string, unknown>;
  return records
    .filter(([, record]) => typeof record === 'object' && record !== null)
    .flatMap(([key, record]) => [
      [`productos/${key}`, record] as [string, unknown],
      [`catalogo/relacionados/${key}`, relatedByKey[key] ?? null] as [string, unknown],
    ]);
}
