/** Firebase Auth for the back-office: who is signed in, and whether their token carries the owner's claim. */
import { hasOwnerClaim } from '@frio/shared/roles';

export type OwnerState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'not-owner'; email: string }
  | { status: 'owner'; email: string };

/** Calls `onState` now and on every sign-in or sign-out; resolves to the unsubscribe. */
export async function watchOwner(onState: (state: OwnerState) => void): Promise<() => void> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  return sdk.onAuthStateChanged(auth, (user) => {
    if (!user || user.isAnonymous) {
      onState({ status: 'signed-out' });
      return;
    }
    const email = user.email ?? '';
    // Fresh from the server: a claim granted since the last token shows without waiting the hour.
    user.getIdTokenResult(true).then(
      (token) => onState({ status: hasOwnerClaim(token.claims) ? 'owner' : 'not-owner', email }),
      () => onState({ status: 'not-owner', email }),
    );
  });
}
