/** Firebase Auth for the sign-in page: email/password sign-in and the on-load session check. */
import { hasOwnerClaim } from '@frio/shared/roles';
import type { User } from '../../lib/firebase-types.ts';

export async function signIn(email: string, password: string): Promise<User> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

/** Whether the account carries the owner's claim (it decides where a sign-in lands; the rules decide the rest). */
export async function isOwner(user: User): Promise<boolean> {
  try {
    return hasOwnerClaim((await user.getIdTokenResult()).claims);
  } catch {
    return false;
  }
}

/**
 * Calls `onUser` with the account signed in on this browser once Auth has restored it, then on every
 * change (a sign-out from the navbar, a sign-in or sign-out in another tab); resolves to the unsubscribe.
 * null for visitors, and for the anonymous session the technician sign-up leaves behind (signing in
 * replaces it).
 */
export async function watchSignedIn(onUser: (user: User | null) => void): Promise<() => void> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  await auth.authStateReady();
  return sdk.onAuthStateChanged(auth, (user) => onUser(user && !user.isAnonymous ? user : null));
}
