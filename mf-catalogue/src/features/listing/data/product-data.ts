import { toEligibleProduct } from '@frio/shared/catalogue';
import { productIdCandidates } from '@frio/shared/catalogue/product-path';
import {
  PRODUCT_DATA_ID,
  listingRubro,
  parseProductData,
  publicProduct,
  relatedProducts,
  type ProductPageData,
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
  /** The rubro's list (the listing's, cached for the page session) and its price date. */
  rubroList(rubro: string): Promise<{ items: readonly ProductPageData['product'][]; updatedAt: number | null }>;
}

/**
 * The product an address names, read from the database: the first candidate article (the whole segment,
 * then each part before a dash) whose record exists and is listed in a rubro (SPEC §5), with its related
 * products and the price date. Null when none is: the page is a 404.
 */
export async function readProductPage(segment: string, reader: ProductReader): Promise<ProductPageData | null> {
  const candidates = productIdCandidates(segment).filter((id) => id !== '' && !/[.#$[\]/]/.test(id));
  const records = await Promise.all(candidates.map((id) => reader.record(id)));
  for (const [index, record] of records.entries()) {
    const product = toEligibleProduct(record, candidates[index]!);
    const rubro = product && listingRubro(product.nombre);
    if (!product || !rubro) continue;
    const list = await reader.rubroList(rubro);
    return {
      product: publicProduct(product),
      rubro,
      related: relatedProducts(product, list.items).map(publicProduct),
      updatedAt: list.updatedAt,
    };
  }
  return null;
}
