/**
 * Reading through a database and its SDK, once or following changes (client.ts gives them the page's
 * one app; a unit test gives them its own). Both listen: the local database (firebase-server) answers
 * listens, not `get()`, so a one-time read is an `onlyOnce` listener.
 */
import type { Database, onValue, ref } from 'firebase/database';
import { withTimeout } from '../site/timeout.ts';

interface DatabaseSdk {
  ref: typeof ref;
  onValue: typeof onValue;
}

/** The database, its SDK, and a way to make the SDK try the server at once. */
export interface Reading {
  db: Database;
  sdk: DatabaseSdk;
  connectNow(db: Database): Promise<void>;
}

export interface ReadOptions {
  /** After this long, stop listening and reject with `timeout()`. */
  timeoutMs?: number;
  timeout?: () => Error;
  /** First make the SDK try the server at once: after an outage it waits out a back-off of up to 30 s. */
  connect?: boolean;
}

/** Follows `path`: `onValue` now and on every change, `onError` when it cannot be read. Resolves to the unsubscribe. */
export async function subscribeThrough(
  open: () => Promise<Reading>,
  path: string,
  onValue: (value: unknown) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { db, sdk } = await open();
  return sdk.onValue(sdk.ref(db, path), (snapshot) => onValue(snapshot.val()), onError);
}

/** One read of `path`: its value, null when there is none. */
export async function readOnceThrough(
  open: () => Promise<Reading>,
  path: string,
  { timeoutMs, timeout, connect }: ReadOptions = {},
): Promise<unknown> {
  let unsubscribe: (() => void) | undefined;
  const read = (async () => {
    const { db, sdk, connectNow } = await open();
    if (connect) await connectNow(db);
    return new Promise<unknown>((resolve, reject) => {
      unsubscribe = sdk.onValue(sdk.ref(db, path), (snapshot) => resolve(snapshot.val()), reject, { onlyOnce: true });
    });
  })();
  try {
    if (timeoutMs === undefined) return await read;
    return await withTimeout(read, timeoutMs, timeout ?? (() => new Error(`no answer in ${timeoutMs} ms`)));
  } finally {
    unsubscribe?.(); // a listener still waiting for a connection stops here
  }
}
