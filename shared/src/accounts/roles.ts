/**
 * The roles of database.rules.json, named once for every unit and tool: an approved technician (a verified
 * e-mail and a node at `tecnicos/<technicianKey(email)>` naming their account's uid) may read the
 * technician prices; the owner has the custom claim `admin: true` (`pnpm admin:grant <email>`).
 */

export const TECHNICIANS_PATH = 'tecnicos';

/**
 * The accounts the business created, by e-mail key: `{ uid, creada }`. An approval grants the prices to
 * this uid only (`tecnicos/<key>/uid`, checked by the rules), never to an account someone else made.
 */
export const ACCOUNTS_PATH = 'cuentas';

/**
 * The database key of an e-mail: lower-cased, dots as commas (a key cannot hold a dot). It is one-to-one
 * only because the rules refuse every e-mail that holds a comma (an approval, a request, and the token
 * of whoever reads the prices): otherwise `ana@demo,frio` would share `ana@demo.frio`'s key.
 */
export function technicianKey(email: string): string {
  return email.trim().toLowerCase().replaceAll('.', ',');
}

/** The owner's custom claim. */
export const OWNER_CLAIM = 'admin';

/** Whether an ID token's claims make its account the owner's. */
export const hasOwnerClaim = (claims: Readonly<Record<string, unknown>>): boolean => claims[OWNER_CLAIM] === true;

/**
 * database.rules.json's limits on sign-up requests (`solicitudes/{dni}`): one request per session per
 * minute (`throttle/{uid}`), and at most `perWindow` requests site-wide in a window of `windowMs`
 * (`cupos/solicitudes`), which new sessions cannot reset (docs/security.md).
 */
export const SIGNUP_LIMITS = { sessionMs: 60_000, windowMs: 3_600_000, perWindow: 20 } as const;

/** `cupos/solicitudes`: when the current window opened (the server's time) and how many requests it holds. */
export interface SignupWindow {
  desde: number;
  n: number;
}
