/** Firebase Auth for the navbar widget: watches the signed-in user and signs out. */
import { forgetEveryTechnicianPrice } from '@frio/shared/offline/forget-technician-prices';
import type { User } from '../../lib/firebase-types.ts';

/** Calls `onUser` with the current user now and on every change; resolves to the unsubscribe. */
export async function watchAccount(onUser: (user: User | null) => void): Promise<() => void> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  return sdk.onAuthStateChanged(auth, onUser);
}

/**
 * Salir: first every technician price on this device goes (the quote list's, the list 2 saved for
 * offline use), without the network and before anything else can fail; then Firebase's sign-out, which
 * needs no network either.
 */
export async function signOutAccount(): Promise<void> {
  await forgetEveryTechnicianPrice();
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  await sdk.signOut(auth);
}
