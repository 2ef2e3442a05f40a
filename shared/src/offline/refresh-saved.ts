/**
 * A saved catalogue follows the published price list: online, when a newer one is published, it is saved
 * again in the background. Loaded only where a catalogue is saved, so other visitors download nothing for it.
 */
import { STAMP_PATH } from '../catalogue/product-read.ts';
import type { SavedCatalogue } from '../site/offline.ts';
import { readSavedCatalogue } from './saved-catalogue.ts';
import { SAVE_LOCK, saveWhole } from './save-catalogue.ts';

/** The newer copy once saved; null when there was nothing to do (nothing saved, up to date, offline, another save running). */
export async function refreshSavedCatalogue(): Promise<SavedCatalogue | null> {
  const refresh = async (): Promise<SavedCatalogue | null> => {
    const saved = await readSavedCatalogue();
    if (!saved || !navigator.onLine) return null;
    const { readPublicOverRest } = await import('@frio/shared/firebase');
    const live = (await readPublicOverRest(STAMP_PATH, AbortSignal.timeout(10_000)))?.value;
    if (typeof live !== 'number' || live <= saved.stamp) return null;
    return saveWhole(() => {});
  };
  // Another tab already saving: it brings the same list.
  if (!('locks' in navigator)) return refresh();
  return navigator.locks.request(SAVE_LOCK, { ifAvailable: true }, (lock) => (lock ? refresh() : null));
}
