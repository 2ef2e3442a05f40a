import { productIdCandidates } from '@frio/shared/catalogue/product-path';
import type { ProductPageData } from '@frio/shared/catalogue/product-page';

/** The data of the document the visitor arrived on (read at the first product page's mount), kept for a return to it. */
let arrivedOn: ProductPageData | null | undefined;

/** The data handed over, or the arrival document's, when it is this address's product (a later in-app navigation names another). */
export function documentDataFor(segment: string, handed: ProductPageData | undefined): ProductPageData | null {
  if (typeof document !== 'undefined' && arrivedOn === undefined) arrivedOn = handed ?? null;
  const candidates = productIdCandidates(segment);
  return [handed, arrivedOn].find((data) => data && candidates.includes(data.product.key)) ?? null;
}
