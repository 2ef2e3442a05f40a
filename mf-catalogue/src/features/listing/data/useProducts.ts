import { useCallback, useEffect, useState } from 'react';
import type { Product } from '@frio/shared/types';
import type { ProductSource } from './product-source.ts';
import type { ListingSnapshot } from './listing-snapshot.ts';

export type ProductsState =
  | { status: 'loading' }
  /**
   * The first page as the prerendered document holds it (read under `updatedAt`, the import's date): shown
   * as the document rendered it until the live stamp is compared with it, once (then 'partial'), or
   * replaced ('loading') if it differs.
   */
  | { status: 'snapshot'; items: readonly Product[]; total: number; updatedAt: number }
  /** The first page of the list (in its default order) is on screen; the whole list is on its way. */
  | { status: 'partial'; items: readonly Product[]; total: number; updatedAt: number | null }
  | { status: 'ready'; items: readonly Product[]; updatedAt: number | null }
  | { status: 'error' };

/**
 * After the first rows' frame, the whole list waits this long and then for an idle moment (at most
 * IDLE_WAIT_MS more). A frame is handed to the display some time after it is produced (tens of ms on a
 * busy phone); started sooner, the list's download (hundreds of KB for a large rubro) would compete with
 * the first rows for the phone's bandwidth. Searching, sorting or 'Cargar más' meanwhile show a spinner.
 */
const SETTLE_MS = 250;
const IDLE_WAIT_MS = 500;

/** Runs `task` after the next frame has been painted and settled, when idle; returns a cancel. */
function afterPaintWhenIdle(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
      else task();
    }, SETTLE_MS);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * The rubro's list. A list known in this page session is there on the first render (no spinner). A new
 * visitor gets the list's first page first (a few KB) and the whole list once those rows are painted, so
 * its download never delays them; without a first page, the whole list at once. A page taking over its
 * prerendered document starts from the document's `snapshot`. Mount one per rubro (the page keys it by rubro).
 */
export function useProducts(
  rubro: string,
  source: ProductSource,
  snapshot: ListingSnapshot | null = null,
): ProductsState & { retry: () => void } {
  const [state, setState] = useState<ProductsState>(() => {
    if (snapshot) {
      const { items, total, updatedAt } = snapshot;
      return { status: 'snapshot', items, total, updatedAt };
    }
    const known = source.peek(rubro);
    return known ? { status: 'ready', ...known } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const { status } = state;
  const snapshotStamp = state.status === 'snapshot' ? state.updatedAt : null;

  useEffect(() => {
    if (snapshotStamp === null) return;
    let cancelled = false;
    const settle = (next: (now: ProductsState & { status: 'snapshot' }) => ProductsState) => {
      if (!cancelled) setState((now) => (now.status === 'snapshot' ? next(now) : now));
    };
    source.current(snapshotStamp).then(
      (current) => settle((now) => (current ? { ...now, status: 'partial' } : { status: 'loading' })),
      (error: unknown) => {
        console.error('[catalogue] could not check the catalogue stamp', error);
        settle(() => ({ status: 'error' }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source, snapshotStamp]);

  useEffect(() => {
    if (status !== 'loading' && status !== 'partial') return;
    let cancelled = false;
    const fail = (error: unknown) => {
      console.error('[catalogue] could not load productos', error);
      if (!cancelled) setState({ status: 'error' });
    };
    const loadAll = () =>
      source.load(rubro).then((list) => {
        if (!cancelled) setState({ status: 'ready', ...list });
      }, fail);
    let cancelWait = () => {};
    if (status === 'partial') cancelWait = afterPaintWhenIdle(loadAll);
    else
      source.preview(rubro).then((preview) => {
        if (cancelled) return;
        if (preview) setState({ status: 'partial', ...preview });
        else void loadAll();
      }, fail);
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [rubro, source, status, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
