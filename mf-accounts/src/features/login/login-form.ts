/** The sign-in form rules (docs/contract.md "Forms" Login), pure. */
import { hasAtSign, INVALID_EMAIL_MESSAGE, normalizeEmail } from '../../lib/email.ts';

const EMPTY_PASSWORD_MESSAGE = 'Inserte una contraseña';

export type LoginValidation =
  { ok: true; email: string; password: string } | { ok: false; message: string; field: 'email' | 'password' };

export function validateLogin(rawEmail: string, password: string): LoginValidation {
  const email = normalizeEmail(rawEmail);
  if (!hasAtSign(email)) return { ok: false, message: INVALID_EMAIL_MESSAGE, field: 'email' };
  if (password === '') return { ok: false, message: EMPTY_PASSWORD_MESSAGE, field: 'password' };
  return { ok: true, email, password };
}
