import { useEffect, useState } from 'react';
import type { ProductPageData } from '@frio/shared/catalogue/product-page';
import { serverDataKey, useServerData } from '@frio/shared/server-data';
import { readProductPage, type ProductReader } from '@frio/shared/catalogue/product-read';
import { documentDataFor } from './product-data.ts';

export type ProductPageState =
  | { status: 'loading' }
  | { status: 'ready'; data: ProductPageData }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void };

/**
 * The page's product: what the server read when it renders the page; at once from the document's data
 * block when the visitor arrived on this product's document (then checked against the catalogue's
 * stamp); else read from the database (a card's link: it opens all the same).
 */
export function useProductPage(segment: string, reader: ProductReader): ProductPageState {
  const fromServer = useServerData<ProductPageData | null>(serverDataKey.product(segment));
  // The page is keyed by its segment (exposed/ProductPage.tsx): another product mounts it anew.
  const [initial] = useState(() => fromServer ?? documentDataFor(segment));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProductPageState>(() =>
    initial ? { status: 'ready', data: initial } : fromServer === null ? { status: 'missing' } : { status: 'loading' },
  );

  useEffect(() => {
    let cancelled = false;
    // A document's data is shown at once; it gives way to the database's when an import has changed the
    // catalogue since the document was made (its stamp differs).
    const read = initial
      ? reader.stamp().then((stamp) => (stamp === initial.updatedAt ? initial : readProductPage(segment, reader)))
      : readProductPage(segment, reader);
    read.then(
      (data) => {
        if (cancelled || (initial && data === initial)) return;
        setState(data ? { status: 'ready', data } : { status: 'missing' });
      },
      (error: unknown) => {
        console.warn('[catalogue] product unavailable', error);
        if (initial) return; // the document's data stays
        const retry = () => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        };
        if (!cancelled) setState({ status: 'error', retry });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [segment, reader, initial, attempt]);

  return state;
}
