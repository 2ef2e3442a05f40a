/** Firebase Auth for the navbar widget: watches the signed-in user and signs out. */
import type { User } from '../../lib/firebase-types.ts';

/** Calls `onUser` with the current user now and on every change; resolves to the unsubscribe. */
export async function watchAccount(onUser: (user: User | null) => void): Promise<() => void> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  return sdk.onAuthStateChanged(auth, onUser);
}

export async function signOutAccount(): Promise<void> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  await sdk.signOut(auth);
}
