/** Firebase Auth errors as the Spanish messages the visitor reads (docs/contract.md "Messages"), pure. */
import { INVALID_EMAIL_MESSAGE } from './email.ts';
import { errorInfo, isNetworkError, NETWORK_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from './errors.ts';

const WRONG_CREDENTIALS_MESSAGE = 'Email o contraseña incorrectos';
const USER_NOT_FOUND_MESSAGE = 'El usuario al que intenta acceder no existe';
export const SIGN_IN_FALLBACK_MESSAGE = 'No pudimos iniciar sesión. Intentá de nuevo en unos minutos.';
export const RESET_FALLBACK_MESSAGE = 'No pudimos enviar el correo. Intentá de nuevo en unos minutos.';

const wrongCredentials = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/invalid-email',
]);

export function signInErrorMessage(error: unknown): string {
  const info = errorInfo(error);
  if (wrongCredentials.has(info.code)) return WRONG_CREDENTIALS_MESSAGE;
  if (info.code === 'auth/user-not-found') return USER_NOT_FOUND_MESSAGE;
  if (isNetworkError(info)) return NETWORK_MESSAGE;
  if (info.code === 'auth/too-many-requests') return TOO_MANY_REQUESTS_MESSAGE;
  return info.message || SIGN_IN_FALLBACK_MESSAGE;
}

/**
 * The outcome of a password-reset request. An unknown e-mail counts as sent, so the page never
 * reveals whether an account exists; `null` means "show the confirmation".
 */
export function resetErrorMessage(error: unknown): string | null {
  const info = errorInfo(error);
  if (info.code === 'auth/user-not-found') return null;
  if (info.code === 'auth/invalid-email' || info.code === 'auth/missing-email') return INVALID_EMAIL_MESSAGE;
  if (isNetworkError(info)) return NETWORK_MESSAGE;
  if (info.code === 'auth/too-many-requests') return TOO_MANY_REQUESTS_MESSAGE;
  return info.message || RESET_FALLBACK_MESSAGE;
}
