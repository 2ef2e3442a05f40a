import { productIdCandidates } from '@frio/shared/catalogue/product-path';
import { PRODUCT_DATA_ID, parseProductData, type ProductPageData } from '@frio/shared/catalogue/product-page';

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
