/**
 * For a unit test's stand-in of `@frio/shared/firebase`: its `readOnce` and `subscribe`, run by the real
 * reading code over the stand-in's own database and SDK.
 */
import { readOnceThrough, subscribeThrough, type ReadOptions, type Reading } from '../firebase/listen.ts';

interface StandIn {
  getFirebaseDatabase: () => Promise<unknown>;
  loadDatabaseSdk: () => Promise<unknown>;
  connectDatabaseNow?: (db: never) => Promise<void>;
}

export function withDatabaseReads<T extends StandIn>(standIn: T) {
  const open = async () =>
    ({
      db: await standIn.getFirebaseDatabase(),
      sdk: await standIn.loadDatabaseSdk(),
      connectNow: standIn.connectDatabaseNow ?? (async () => {}),
    }) as unknown as Reading;
  return {
    ...standIn,
    readOnce: (path: string, options?: ReadOptions) => readOnceThrough(open, path, options),
    subscribe: (path: string, onValue: (value: unknown) => void, onError: (error: Error) => void) =>
      subscribeThrough(open, path, onValue, onError),
  };
}
