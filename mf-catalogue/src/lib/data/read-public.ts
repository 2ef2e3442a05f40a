/**
 * One read of a public database path: over REST when the client can (no Database SDK, no socket), else
 * (App Check on) a one-time read through the SDK. The listing and the site's search read this way.
 */
import { withTimeout } from '@frio/shared/timeout';

export class ProductsUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('productos: the database did not answer', { cause });
    this.name = 'ProductsUnavailableError';
  }
}

const unavailable = (timeoutMs: number) => new ProductsUnavailableError(new Error(`no answer in ${timeoutMs} ms`));

/** Set after a failed read: Reintentar then asks the SDK to connect at once instead of waiting out its back-off. */
let failedBefore = false;

/** One read through the SDK, its failure a ProductsUnavailableError. */
export async function readOnce(path: string, timeoutMs: number): Promise<unknown> {
  try {
    const firebase = await import('@frio/shared/firebase');
    return await firebase.readOnce(path, { timeoutMs, timeout: () => unavailable(timeoutMs), connect: failedBefore });
  } catch (error) {
    failedBefore = true;
    throw error instanceof ProductsUnavailableError ? error : new ProductsUnavailableError(error);
  }
}

export async function readPublic(path: string, timeoutMs: number): Promise<unknown> {
  let answer: { value: unknown } | undefined;
  try {
    const rest = import('@frio/shared/firebase').then(({ readPublicOverRest }) =>
      readPublicOverRest(path, AbortSignal.timeout(timeoutMs)),
    );
    answer = await withTimeout(rest, timeoutMs, () => unavailable(timeoutMs));
  } catch (error) {
    throw error instanceof ProductsUnavailableError ? error : new ProductsUnavailableError(error);
  }
  return answer ? answer.value : readOnce(path, timeoutMs);
}
