/**
 * Touches Firebase Auth and the Realtime Database (`usuarios/{uid}/tipoPrecio`) through the shared
 * client, only when a session exists (visitors load no Firebase for this): the viewer's price list.
 */
import { hasStoredSession } from '@frio/shared/session';
import { withTimeout } from '@frio/shared/timeout';
import type { PriceType } from '@frio/shared/types';
import { toPriceType } from './display.ts';

const READ_TIMEOUT_MS = 10_000;

/** The signed-in user's price type; 1 for visitors and whenever it cannot be read. */
export async function readPriceType(timeoutMs: number = READ_TIMEOUT_MS): Promise<PriceType> {
  if (!hasStoredSession()) return 1;
  let unsubscribe: (() => void) | undefined;
  try {
    const { getFirebaseAuth, getFirebaseDatabase, loadDatabaseSdk } = await import('@frio/shared/firebase');
    const auth = await getFirebaseAuth();
    await auth.authStateReady();
    const uid = auth.currentUser?.uid;
    if (!uid) return 1;
    const [db, { ref, onValue }] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
    const value = await withTimeout(
      new Promise<unknown>((resolve, reject) => {
        unsubscribe = onValue(ref(db, `usuarios/${uid}/tipoPrecio`), (snapshot) => resolve(snapshot.val()), reject, {
          onlyOnce: true,
        });
      }),
      timeoutMs,
      () => new Error('tipoPrecio: no answer'),
    );
    return toPriceType(value);
  } catch (error) {
    console.warn('[catalogue] price type unavailable, showing list 1', error);
    return 1;
  } finally {
    unsubscribe?.();
  }
}
