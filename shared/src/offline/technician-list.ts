/**
 * A technician's list 2 saved for offline use. Private to one account on one device: in IndexedDB, never
 * in the service worker's cache (which answers whoever asks), keyed by uid and handed only to the session
 * stored for that uid. It is also the offline answer to "an approved technician?". It imports no module of
 * the first load (another importer would split the first load's chunks).
 */
import { savedListsDatabase } from '../site/offline.ts';

const STORE = 'listas';

export interface SavedTechnicianList {
  uid: string;
  /** The price list's stamp: the public catalogue saved with it has the same. */
  stamp: number;
  /** Each rubro's `privado/listas/<rubro>` as the database answered it (a listing-codec string; null: none). */
  listas: Record<string, string | null>;
}

/** A stored record checked (storage is untrusted) and this account's; else null. */
export function toSavedTechnicianList(value: unknown, uid: string | null): SavedTechnicianList | null {
  if (uid === null || typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const listas = (typeof record.listas === 'object' ? record.listas : null) as Record<string, unknown> | null;
  if (record.uid !== uid || typeof record.stamp !== 'number' || !listas) return null;
  const lists = Object.entries(listas);
  if (!lists.every(([, list]) => list === null || typeof list === 'string')) return null;
  return { uid, stamp: record.stamp, listas: Object.fromEntries(lists) as Record<string, string | null> };
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(savedListsDatabase, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => database.close(); // Salir deletes the database: never stand in its way
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB: open failed'));
  });
}

/** One transaction on the store, its request's result once it is committed; the connection is closed after. */
async function transaction<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = database.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB: transaction aborted'));
    });
  } finally {
    database.close();
  }
}

/** Removes every saved list (a save starting again, or failing). */
export async function clearSavedTechnicianLists(): Promise<void> {
  await transaction('readwrite', (store) => store.clear());
}

/** Saves this account's lists, replacing whatever else was saved (one account's lists per device). */
export async function writeSavedTechnicianList(list: SavedTechnicianList): Promise<void> {
  await transaction('readwrite', (store) => {
    store.clear();
    return store.put(list, list.uid);
  });
}

/** The lists `uid` (the stored session's) saved, or null (none, another account's, unreadable, no IndexedDB). */
export async function readSavedTechnicianList(uid: string | null): Promise<SavedTechnicianList | null> {
  if (uid === null || typeof indexedDB === 'undefined') return null;
  try {
    return toSavedTechnicianList(await transaction('readonly', (store) => store.get(uid)), uid);
  } catch (error) {
    console.warn('[sin conexión] no se pudo leer la lista 2 guardada', error);
    return null;
  }
}
