/**
 * The cross-unit contract for the signed-in state, readable without loading Firebase:
 * Firebase Auth keeps the user in localStorage (browserLocalPersistence) under this prefix, and
 * mf-accounts dispatches SESSION_EVENT on window after every sign-in and sign-out.
 */
export const SESSION_EVENT = 'frio:session-changed';
const AUTH_KEY_PREFIX = 'firebase:authUser:';

export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> = globalThis.localStorage): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      if (storage.key(i)?.startsWith(AUTH_KEY_PREFIX)) return true;
    }
  } catch {
    // storage disabled (privacy mode): behave as a visitor
  }
  return false;
}

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}
