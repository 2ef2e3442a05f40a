/** Firebase Auth for the navbar widget: watches the signed-in user and signs out. */
import type { User } from '../../lib/firebase-types.ts';

/**
 * What Salir removes first, with the quote list's code it needs: not in the widget's first load, but
 * loaded beside Firebase as the widget starts, so that at the press (offline too) it is already here.
 */
const forgetting = () => import('@frio/shared/offline/forget-technician-prices');

/** Calls `onUser` with the current user now and on every change; resolves to the unsubscribe. */
export async function watchAccount(onUser: (user: User | null) => void): Promise<() => void> {
  forgetting().catch(() => {}); // a failure is Salir's to report
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
  const { forgetEveryTechnicianPrice } = await forgetting();
  await forgetEveryTechnicianPrice();
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  await sdk.signOut(auth);
}
