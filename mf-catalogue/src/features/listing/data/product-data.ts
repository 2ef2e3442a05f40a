import { toEligibleProduct } from '@frio/shared/catalogue';
import { productIdCandidates } from '@frio/shared/catalogue/product-path';
import {
  PRODUCT_DATA_ID,
  RELATED_MAX,
  listingRubro,
  parseProductData,
  publicProduct,
  type ProductPageData,
  type PublicProduct,
} from '@frio/shared/catalogue/product-page';

/** The data block of the document the visitor arrived on (the server renderer wrote it), read once. */
let documentData: ProductPageData | null | undefined;

function fromDocument(): ProductPageData | null {
  if (documentData === undefined) {
    documentData =
      typeof document === 'undefined' ? null : parseProductData(document.getElementById(PRODUCT_DATA_ID)?.textContent);
  }
  return documentData;
}

/** The document's data when it is this address's product (a later in-app navigation names another). */
export function documentDataFor(segment: string): ProductPageData | null {
  const data = fromDocument();
  return data && productIdCandidates(segment).includes(data.product.key) ? data : null;
}

/** The database reads the page needs, injectable for tests. */
export interface ProductReader {
  /** `productos/<id>` (public), null when there is no such record. */
  record(id: string): Promise<unknown>;
  /** The catalogue's stamp (`catalogo/actualizado`): a document's data read under another one is stale. */
  stamp(): Promise<number | null>;
  /** `catalogo/relacionados/<key>`: the keys of the product's related products, as the import decided them. */
  relatedKeys(key: string): Promise<unknown>;
}

/** A database key the page may read (a path segment: none of `.#$[]/`). */
const isKey = (value: unknown): value is string => typeof value === 'string' && /^[^.#$[\]/]+$/.test(value);

/** The related products the import named, read one by one: those still listed, at most RELATED_MAX. */
async function readRelated(key: string, reader: ProductReader): Promise<PublicProduct[]> {
  const stored = await reader.relatedKeys(key);
  const keys = (Array.isArray(stored) ? stored : []).filter(isKey).slice(0, RELATED_MAX);
  const records = await Promise.all(keys.map((related) => reader.record(related)));
  return records.flatMap((record, index) => {
    const product = toEligibleProduct(record, keys[index]!);
    return product ? [publicProduct(product)] : [];
  });
}

/**
 * The product an address names, read from the database: the first candidate article (the whole segment,
 * then each part before a dash) whose record exists and is listed in a rubro (SPEC §5), with its related
 * products and the price date. Null when none is: the page is a 404. It reads that product and its few
 * related ones, whatever the catalogue's size.
 */
export async function readProductPage(segment: string, reader: ProductReader): Promise<ProductPageData | null> {
  const candidates = productIdCandidates(segment).filter(isKey);
  const records = await Promise.all(candidates.map((id) => reader.record(id)));
  for (const [index, record] of records.entries()) {
    const product = toEligibleProduct(record, candidates[index]!);
    const rubro = product && listingRubro(product.nombre);
    if (!product || !rubro) continue;
    const [related, updatedAt] = await Promise.all([readRelated(product.key, reader), reader.stamp()]);
    return { product: publicProduct(product), rubro, related, updatedAt };
  }
  return null;
}
