/**
 * Reading the Realtime Database through the page's one Firebase app (@frio/shared/firebase, loaded on
 * first use): once, or following its changes. Both listen (firebase-server, the local backend, answers
 * listens, not get()): a one-time read is an `onlyOnce` listener.
 */
import { withTimeout } from '../site/timeout.ts';

async function open(path: string) {
  const firebase = await import('@frio/shared/firebase');
  const [db, sdk] = await Promise.all([firebase.getFirebaseDatabase(), firebase.loadDatabaseSdk()]);
  return { firebase, db, sdk, query: sdk.ref(db, path) };
}

/** Follows `path`: `onValue` now and on every change, `onError` when it cannot be read. Resolves to the unsubscribe. */
export async function subscribe(
  path: string,
  onValue: (value: unknown) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { sdk, query } = await open(path);
  return sdk.onValue(query, (snapshot) => onValue(snapshot.val()), onError);
}

interface ReadOptions {
  /** After this long, stop listening and reject with `timeout()`. */
  timeoutMs?: number;
  timeout?: () => Error;
  /** First make the SDK try the server at once: after an outage it waits out a back-off of up to 30 s. */
  connect?: boolean;
}

/** One read of `path`: its value, null when there is none. */
export async function readOnce(path: string, { timeoutMs, timeout, connect }: ReadOptions = {}): Promise<unknown> {
  let unsubscribe: (() => void) | undefined;
  const read = (async () => {
    const { firebase, db, sdk, query } = await open(path);
    if (connect) await firebase.connectDatabaseNow(db);
    return new Promise<unknown>((resolve, reject) => {
      unsubscribe = sdk.onValue(query, (snapshot) => resolve(snapshot.val()), reject, { onlyOnce: true });
    });
  })();
  try {
    if (timeoutMs === undefined) return await read;
    return await withTimeout(read, timeoutMs, timeout ?? (() => new Error(`no answer in ${timeoutMs} ms`)));
  } finally {
    unsubscribe?.(); // a listener still waiting for a connection stops here
  }
}
