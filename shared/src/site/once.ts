/**
 * A lazily created promise that is kept once it resolves and forgotten when it rejects, so a transient
 * failure (a chunk or a read that did not arrive) is retried by the next call (Reintentar) instead of
 * failing every later call until a reload.
 */
export function once<T>(create: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    if (!promise) {
      const attempt = create();
      promise = attempt;
      attempt.catch(() => {
        if (promise === attempt) promise = undefined;
      });
    }
    return promise;
  };
}
