/**
 * A product's own page: its description, its related products and the data its document carries.
 * Free of Node and React: the page uses it in the browser and on the server.
 */
import { isRubro, type Product, type Rubro } from '../business/types.ts';
import { rubroLabel } from '../business/rubros.ts';
import { compareByName, toProduct } from './product-shape.ts';
import { productPath } from './product-path.ts';

/** At most this many related products (same rubro and subcategory) on a product's page. */
export const RELATED_MAX = 8;

/** The name a product page's server data is handed over under (@frio/shared/server-data). */
export const PRODUCT_DATA = 'product';

/** What a product's page shows before it reads anything. */
export interface ProductPageData {
  product: Product;
  rubro: Rubro;
  related: Product[];
  /** The catalogue's stamp (the price list's date), null when the database has none. */
  updatedAt: number | null;
}

/** Words that add nothing when a description is compared with a name. */
const fillers = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'para', 'con', 'y', 'en', 'x', 'a']);

const words = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !fillers.has(word));

/**
 * Whether the description says more than the name: it has a word the name lacks (accents, case,
 * punctuation and fillers aside). An empty description, or one that repeats the name, adds nothing.
 */
export function descriptionAdds(product: Pick<Product, 'nombre' | 'descripcion'>): boolean {
  const description = words(product.descripcion ?? '');
  if (description.length === 0) return false;
  const name = new Set(words(product.nombre));
  return description.some((word) => !name.has(word));
}

/**
 * Up to RELATED_MAX products of the same subcategory in the rubro's list (its A-Z order), the product
 * itself left out: the ones nearest to it in that order, so neighbours in the listing come first.
 */
export function relatedProducts<T extends Pick<Product, 'key' | 'idSubrubro' | 'nombre'>>(
  product: Pick<Product, 'key' | 'idSubrubro' | 'nombre'>,
  rubroList: readonly T[],
): T[] {
  const peers = rubroList.filter((item) => item.idSubrubro === product.idSubrubro && item.key !== product.key);
  const at = peers.findIndex((item) => compareByName(item, product) >= 0);
  const start = Math.max(0, Math.min((at === -1 ? peers.length : at) - RELATED_MAX / 2, peers.length - RELATED_MAX));
  return peers.slice(start, start + RELATED_MAX);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A product of the data, checked as any record read back (toProduct) under the key it carries. */
const productIn = (value: unknown): Product | null =>
  isRecord(value) && typeof value.key === 'string' ? toProduct(value, value.key) : null;

/** The check of a product page's server data (a document of an older release may hold another shape); null when unusable. */
export function toProductPageData(value: unknown): ProductPageData | null {
  if (!isRecord(value) || !isRubro(value.rubro) || !Array.isArray(value.related)) return null;
  const product = productIn(value.product);
  if (!product) return null;
  const related = value.related.flatMap((item) => productIn(item) ?? []);
  return {
    product,
    rubro: value.rubro,
    related,
    updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : null,
  };
}

/** The browser tab's title and og:title. */
export function productPageTitle(product: Pick<Product, 'nombre'>, businessName: string): string {
  return `${product.nombre} | ${businessName}`;
}

/** The meta description and og:description. */
export function productPageDescription(
  product: Pick<Product, 'nombre' | 'descripcion' | 'codigo' | 'id' | 'key'>,
  rubroName: string,
): string {
  const said = descriptionAdds(product) ? `${product.nombre}: ${product.descripcion?.trim()}` : product.nombre;
  const code = product.codigo?.trim() ? `, código ${product.codigo.trim()}` : '';
  return `${said}. ${rubroName}, artículo ${product.id || product.key}${code}. Precio y stock al día; consultanos por WhatsApp.`;
}

/** A product's breadcrumb (Productos › Insumos › rubro › product): one list for the page and its JSON-LD. */
export function productTrail(product: Pick<Product, 'key' | 'nombre'>, rubro: string) {
  return [
    { name: 'Productos', path: '/productos' },
    { name: 'Insumos', path: '/productos/insumos' },
    { name: rubroLabel(rubro), path: `/productos/insumos/${rubro}` },
    { name: product.nombre, path: productPath(product.key, product.nombre) },
  ];
}
