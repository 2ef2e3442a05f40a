/** How the navbar names the signed-in user (pure). */

export interface AccountUser {
  displayName: string | null;
  email: string | null;
}

export function accountLabel(user: AccountUser): string {
  return user.displayName?.trim() || user.email?.trim() || 'Tu cuenta';
}

export function accountInitial(user: AccountUser): string {
  const first = Array.from(accountLabel(user))[0] ?? '?';
  return first.toLocaleUpperCase('es-AR');
}
