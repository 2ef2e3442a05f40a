/**
 * Removing every technician price this device keeps, at once and offline. Salir runs it, and so does any
 * page that finds no session (signed out in another tab, expired) or no technician's. Small and loaded
 * with every page; the code that saves and reads the lists loads only when needed.
 */
import { forgetTechnicianPrices } from '../quote-list/store.ts';
import { savedListsDatabase } from '../site/offline.ts';

/** Deletes the saved lists 2 (every account's). Resolves once deleted, or at once without IndexedDB. */
function forgetSavedTechnicianLists(): Promise<void> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.deleteDatabase(savedListsDatabase);
    } catch {
      resolve(); // no IndexedDB here (a privacy mode, a test): nothing can have been saved in it
      return;
    }
    request.onsuccess = () => resolve();
    request.onerror = () => {
      console.warn('[sin conexión] no se pudo borrar la lista 2 guardada', request.error);
      resolve();
    };
    // Every connection closes on `versionchange` (technician-list.ts): `blocked` only means it is closing.
    request.onblocked = () => {};
  });
}

/** Every technician price on this device: the quote list's (at once) and the saved lists 2. */
export async function forgetEveryTechnicianPrice(): Promise<void> {
  forgetTechnicianPrices();
  await forgetSavedTechnicianLists();
}
