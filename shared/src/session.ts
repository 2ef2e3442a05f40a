/**
 * The cross-unit contract for the signed-in state, readable without loading Firebase:
 * Firebase Auth keeps the user in localStorage (browserLocalPersistence) under this prefix, and
 * mf-accounts dispatches SESSION_EVENT on window after every sign-in and sign-out.
 * An anonymous session (opened by the technician sign-up, see the Firebase client's requestSession) is
 * no account: the shell, the account widget and the price list treat it as a visitor.
 */
/** Where Firebase Auth keeps a signed-in user in localStorage (the key's prefix). */
const AUTH_KEY_PREFIX = 'firebase:authUser:';

export const SESSION_EVENT = 'frio:session-changed';

type SessionStorage = Pick<Storage, 'length' | 'key' | 'getItem'>;

function isAccount(stored: string | null): boolean {
  try {
    const user = JSON.parse(stored ?? 'null') as { isAnonymous?: unknown } | null;
    return typeof user === 'object' && user !== null && user.isAnonymous !== true;
  } catch {
    return false;
  }
}

/** True when a signed-in account (not an anonymous session) is kept in storage. */
export function hasStoredSession(storage: SessionStorage = globalThis.localStorage): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(AUTH_KEY_PREFIX) && isAccount(storage.getItem(key))) return true;
    }
  } catch {
    // storage disabled (privacy mode): behave as a visitor
  }
  return false;
}

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}
