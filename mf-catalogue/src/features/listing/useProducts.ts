import { useCallback, useEffect, useState } from 'react';
import type { ListedProduct } from './inclusion.ts';
import type { ProductSource } from './read-products.ts';

export type ProductsState =
  | { status: 'loading' }
  | { status: 'ready'; items: readonly ListedProduct[]; updatedAt: number | null }
  | { status: 'error' };

/**
 * The rubro's list. A list known in this page session is there on the first render (no spinner); otherwise it
 * loads, and a failure (including the read timeout) becomes an error state with `retry`.
 * Mount one per rubro (the page keys it by rubro).
 */
export function useProducts(rubro: string, source: ProductSource): ProductsState & { retry: () => void } {
  const [state, setState] = useState<ProductsState>(() => {
    const known = source.peek(rubro);
    return known ? { status: 'ready', ...known } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const needsLoad = state.status === 'loading';

  useEffect(() => {
    if (!needsLoad) return;
    let cancelled = false;
    source.load(rubro).then(
      (list) => {
        if (!cancelled) setState({ status: 'ready', ...list });
      },
      (error: unknown) => {
        console.error('[catalogue] could not load productos', error);
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [rubro, source, needsLoad, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
