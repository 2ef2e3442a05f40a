/** E-mail helpers shared by the accounts forms (pure). */

/** docs/contract.md "Messages": the text for any e-mail the forms do not accept. */
export const INVALID_EMAIL_MESSAGE = 'Inserte un email valido';

/** The e-mail as it is sent and stored: no surrounding spaces, lower case. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The login rule (docs/contract.md "Forms"): an e-mail must contain '@'. */
export function hasAtSign(email: string): boolean {
  return email.includes('@');
}

/**
 * The register rule, the same shape database.rules.json accepts for solicitudes/{dni}/email. No comma:
 * the approval's key writes dots as commas, so `ana@demo,frio` would share `ana@demo.frio`'s key.
 */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/.test(email);
}
