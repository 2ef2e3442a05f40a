/** Firebase Auth for the sign-in page: email/password sign-in and the on-load session check. */
import type { User } from '../../lib/firebase-types.ts';

export async function signIn(email: string, password: string): Promise<User> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

/**
 * The account already signed in on this browser, once Auth has restored it; null for visitors, and for
 * the anonymous session the technician sign-up leaves behind (signing in replaces it).
 */
export async function currentUser(): Promise<User | null> {
  const { getFirebaseAuth } = await import('@frio/shared/firebase');
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser && !auth.currentUser.isAnonymous ? auth.currentUser : null;
}
