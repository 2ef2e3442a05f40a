/**
 * One read of a public database path: over REST when the client can (no Database SDK, no socket), else
 * (App Check on) a one-time read through the SDK. The listing and the site's search read this way.
 */
import { withTimeout } from '@frio/shared/timeout';
import type * as FirebaseClientModule from '@frio/shared/firebase';

export class ProductsUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('productos: the database did not answer', { cause });
    this.name = 'ProductsUnavailableError';
  }
}

type FirebaseClient = typeof FirebaseClientModule;
type DatabaseSdk = Awaited<ReturnType<FirebaseClient['loadDatabaseSdk']>>;
type Database = Awaited<ReturnType<FirebaseClient['getFirebaseDatabase']>>;
export type QueryOf = (sdk: DatabaseSdk, db: Database) => ReturnType<DatabaseSdk['query']>;

const unavailable = (timeoutMs: number) => new ProductsUnavailableError(new Error(`no answer in ${timeoutMs} ms`));

/** Set after a failed read: Reintentar then asks the SDK to connect at once instead of waiting out its back-off. */
let failedBefore = false;

/** One one-time read (firebase-server answers listens, not get(): an `onlyOnce` listener is the spec's one-time read). */
export async function readOnce(queryOf: QueryOf, timeoutMs: number): Promise<unknown> {
  let unsubscribe: (() => void) | undefined;
  const read = (async () => {
    const { getFirebaseDatabase, loadDatabaseSdk, connectDatabaseNow } = await import('@frio/shared/firebase');
    const [db, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
    // Reintentar after an outage: do not wait out the SDK's back-off (a first read leaves it alone).
    if (failedBefore) await connectDatabaseNow(db);
    return new Promise<unknown>((resolve, reject) => {
      unsubscribe = sdk.onValue(
        queryOf(sdk, db),
        (snapshot) => resolve(snapshot.val()),
        (error) => reject(new ProductsUnavailableError(error)),
        { onlyOnce: true },
      );
    });
  })();
  try {
    return await withTimeout(read, timeoutMs, () => unavailable(timeoutMs));
  } catch (error) {
    failedBefore = true;
    throw error instanceof ProductsUnavailableError ? error : new ProductsUnavailableError(error);
  } finally {
    unsubscribe?.(); // a listener still waiting for a connection stops here
  }
}

/** A public path: over REST when the client can, else (App Check on) through the SDK. */
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
  return answer ? answer.value : readOnce((sdk, db) => sdk.ref(db, path), timeoutMs);
}
