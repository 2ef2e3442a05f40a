import { useEffect, useState, type DependencyList } from 'react';

/** A read as a page shows it: under way, its answer, or its failure with the means to try again. */
export type ReadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown; retry: () => void };

const LOADING = { status: 'loading' } as const;

const same = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

/**
 * What `read` answers, read on mount and again when `deps` change (loading at once meanwhile), or when
 * its failure's `retry` is called. Without `read` (nothing to read yet) the state stays as it is.
 * `initial`: a value known before reading (the server's data, a list read earlier), ready from the first render.
 */
export function useRead<T>(
  read: (() => Promise<T>) | undefined,
  deps: DependencyList,
  initial?: () => T | undefined,
): ReadState<T> {
  const [held, setHeld] = useState(() => {
    const known = initial?.();
    return {
      deps,
      attempt: 0,
      state: (known === undefined ? LOADING : { status: 'ready', data: known }) as ReadState<T>,
    };
  });
  // Other deps: what was read is not theirs (state adjusted while rendering).
  let current = held;
  if (!same(held.deps, deps)) {
    current = { deps, attempt: held.attempt, state: LOADING };
    setHeld(current);
  }
  const reading = read !== undefined;
  useEffect(() => {
    if (!read) return;
    let cancelled = false;
    const settle = (state: ReadState<T>) => !cancelled && setHeld((now) => ({ ...now, state }));
    read().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) =>
        settle({
          status: 'error',
          error,
          retry: () => setHeld((now) => ({ ...now, attempt: now.attempt + 1, state: LOADING })),
        }),
    );
    return () => {
      cancelled = true;
    };
    // `read` is called for these deps; a new function for the same deps is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, reading, current.attempt]);
  return current.state;
}
