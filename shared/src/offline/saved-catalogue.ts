import { savedCatalogueKey, savedPagesCache, toSavedCatalogue, type SavedCatalogue } from '../site/offline.ts';

/** The saved catalogue on this device, or null (nothing saved, no Cache Storage, an unreadable marker). */
export async function readSavedCatalogue(): Promise<SavedCatalogue | null> {
  try {
    const marker = await caches.match(savedCatalogueKey, { cacheName: savedPagesCache });
    return marker ? toSavedCatalogue(await marker.json()) : null;
  } catch {
    return null;
  }
}
