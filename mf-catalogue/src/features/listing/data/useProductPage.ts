import { useState } from 'react';
import { PRODUCT_DATA, toProductPageData, type ProductPageData } from '@frio/shared/catalogue/product-page';
import { useServerData } from '@frio/shared/server-data';
import { useRead, type ReadState } from '@frio/shared/hooks/use-read';
import { readProductPage, type ProductReader } from '@frio/shared/catalogue/product-read';
import { documentDataFor } from './product-data.ts';

/**
 * The page's product: what the server read when it renders the page; at once from the document's data
 * block when the visitor arrived on this product's document (then checked against the catalogue's
 * stamp); else read from the database (a card's link: it opens all the same). Ready with null: no such
 * listed product (its 404 view).
 */
export function useProductPage(segment: string, reader: ProductReader): ReadState<ProductPageData | null> {
  const handed = useServerData(PRODUCT_DATA, toProductPageData);
  // The page is keyed by its segment (exposed/ProductPage.tsx): another product mounts it anew.
  const [initial] = useState(() => (handed === null ? null : documentDataFor(segment, handed)));
  return useRead(
    async () => {
      try {
        // A document's data is shown at once; it gives way to the database's when an import has changed
        // the catalogue since the document was made (its stamp differs).
        if (initial && (await reader.stamp()) === initial.updatedAt) return initial;
        return await readProductPage(segment, reader);
      } catch (error) {
        console.warn('[catalogue] product unavailable', error);
        if (initial) return initial; // the document's data stays
        throw error;
      }
    },
    [segment, reader],
    () => initial ?? (handed === null ? null : undefined),
  );
}
