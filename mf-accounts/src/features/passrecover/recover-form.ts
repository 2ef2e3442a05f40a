/** The recovery form rule (pure): the same e-mail check as the sign-in form. */
import { hasAtSign, INVALID_EMAIL_MESSAGE, normalizeEmail } from '../../lib/email.ts';

export type RecoverValidation = { ok: true; email: string } | { ok: false; message: string };

export function validateRecoverEmail(raw: string): RecoverValidation {
  const email = normalizeEmail(raw);
  return hasAtSign(email) ? { ok: true, email } : { ok: false, message: INVALID_EMAIL_MESSAGE };
}

/** The confirmation, worded so it never reveals whether an account exists for the e-mail. */
export function confirmationText(email: string): string {
  return `Si existe una cuenta con el email ${email}, te enviamos un correo con un enlace para crear una contraseña nueva. Revisá también la carpeta de spam.`;
}
