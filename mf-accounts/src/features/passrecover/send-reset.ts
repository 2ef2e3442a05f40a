/** Firebase Auth for the recovery page: asks the service to e-mail a password-reset link. */
export async function sendReset(email: string): Promise<void> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  await sdk.sendPasswordResetEmail(auth, email);
}
