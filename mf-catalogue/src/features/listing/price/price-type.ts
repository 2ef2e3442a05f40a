/**
 * The viewer's price list, from `tecnicos/<e-mail key>` (readable only by that technician). Firebase is
 * loaded only when a session exists and the browser is online: visitors load none for this.
 */
import { hasStoredSession, storedUid } from '@frio/shared/session';
import { TECHNICIANS_PATH, technicianKey } from '@frio/shared/roles';
import type { PriceType } from '@frio/shared/types';

const READ_TIMEOUT_MS = 10_000;

/**
 * The signed-in user's price type: 2 for an approved technician (their `tecnicos` node exists and the
 * rules let them read it), 1 for everyone else and whenever it cannot be read (the rules refuse a
 * non-technician's read: that is a 1 too). Offline, where that read cannot answer, 2 when this account
 * saved its list 2 for offline use (only an approved technician's save keeps one).
 */
export async function readPriceType(timeoutMs: number = READ_TIMEOUT_MS): Promise<PriceType> {
  if (!hasStoredSession()) return 1;
  if (navigator.onLine === false) {
    const { readSavedTechnicianList } = await import('@frio/shared/offline/technician-list');
    return (await readSavedTechnicianList(storedUid())) ? 2 : 1;
  }
  try {
    const { getFirebaseAuth, readOnce } = await import('@frio/shared/firebase');
    const auth = await getFirebaseAuth();
    await auth.authStateReady();
    const email = auth.currentUser?.email;
    if (!email) return 1;
    const node = await readOnce(`${TECHNICIANS_PATH}/${technicianKey(email)}`, {
      timeoutMs,
      timeout: () => new Error('tecnicos: no answer'),
    });
    return node !== null ? 2 : 1;
  } catch (error) {
    console.info('[catalogue] not an approved technician (or unreadable): list 1', error);
    return 1;
  }
}
