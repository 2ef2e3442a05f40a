/** How the navbar names the signed-in user (pure). */

export interface AccountUser {
  displayName: string | null;
  email: string | null;
}

/** The display name, else the e-mail, else a neutral label. */
export function accountLabel(user: AccountUser): string {
  return user.displayName?.trim() || user.email?.trim() || 'Tu cuenta';
}

/** The first letter of the label, upper-cased, for the avatar. */
export function accountInitial(user: AccountUser): string {
  const first = Array.from(accountLabel(user))[0] ?? '?';
  return first.toLocaleUpperCase('es-AR');
}
