/**
 * Firebase Auth for the page the password e-mail's link opens (/passrecover?mode=resetPassword&oobCode=…):
 * which account the link is for, and setting the password it chose. Setting it also verifies the e-mail,
 * which an approved technician needs to read the technician prices (database.rules.json).
 */
export async function accountOfCode(oobCode: string): Promise<string> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  return sdk.verifyPasswordResetCode(auth, oobCode);
}

export async function setPasswordWithCode(oobCode: string, password: string): Promise<void> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  await sdk.confirmPasswordReset(auth, oobCode, password);
}

/** The form's rules (pure): at least 6 characters (Firebase's minimum), typed twice the same. */
export function passwordError(password: string, repeated: string): string | null {
  if (password.length < 6) return 'La contraseña debe tener al menos 6 caracteres.';
  if (password !== repeated) return 'Las contraseñas no coinciden.';
  return null;
}

export const EXPIRED_LINK = 'Este enlace venció o ya se usó. Pedí uno nuevo con tu email.';
