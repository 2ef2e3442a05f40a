/**
 * The signed-in state, readable without loading Firebase: Firebase Auth keeps the user in localStorage,
 * and mf-accounts dispatches SESSION_EVENT after every sign-in and sign-out. An anonymous session (the
 * technician sign-up's, requestSession) is no account: everything treats it as a visitor.
 */
import { pageStorage } from '../site/page-storage.ts';
/** Where Firebase Auth keeps a signed-in user in localStorage (the key's prefix). */
const AUTH_KEY_PREFIX = 'firebase:authUser:';

export const SESSION_EVENT = 'frio:session-changed';

type SessionStorage = Pick<Storage, 'length' | 'key' | 'getItem'>;

/**
 * Who is signed in, as every menu reads it: nobody (or an anonymous session), the owner (the `admin`
 * claim `pnpm admin:grant` sets, as the stored ID token carries it), or another account (a technician).
 * The back-office still reads the claim fresh from the server: this only chooses links.
 */
export type StoredAccount = 'visitor' | 'owner' | 'account';

/** The claims of a stored ID token (a JWT: header.payload.signature, the payload base64url JSON). */
function claims(token: unknown): Record<string, unknown> {
  if (typeof token !== 'string') return {};
  const payload = token.split('.')[1] ?? '';
  const json = atob(
    payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '='),
  );
  const value = JSON.parse(json) as unknown;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function accountOf(stored: string | null): StoredAccount {
  try {
    const user = JSON.parse(stored ?? 'null') as {
      isAnonymous?: unknown;
      stsTokenManager?: { accessToken?: unknown };
    } | null;
    if (typeof user !== 'object' || user === null || user.isAnonymous === true) return 'visitor';
    try {
      return claims(user.stsTokenManager?.accessToken).admin === true ? 'owner' : 'account';
    } catch {
      return 'account'; // an unreadable token: an account all the same
    }
  } catch {
    return 'visitor';
  }
}

/** The account kept in storage (see StoredAccount). */
export function storedAccount(storage: SessionStorage | null = pageStorage('localStorage')): StoredAccount {
  if (!storage) return 'visitor';
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      const account = key?.startsWith(AUTH_KEY_PREFIX) ? accountOf(storage.getItem(key)) : 'visitor';
      if (account !== 'visitor') return account;
    }
  } catch {
    // storage disabled (privacy mode): behave as a visitor
  }
  return 'visitor';
}

/**
 * The uid of the signed-in account kept in storage (never an anonymous session's), or null: whose data
 * saved on this device a page may show offline, when Firebase cannot be asked (technician-list.ts).
 */
export function storedUid(storage: SessionStorage | null = pageStorage('localStorage')): string | null {
  if (!storage) return null;
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      const stored = key?.startsWith(AUTH_KEY_PREFIX) ? storage.getItem(key) : null;
      if (accountOf(stored) === 'visitor') continue;
      const uid = (JSON.parse(stored!) as { uid?: unknown }).uid;
      if (typeof uid === 'string' && uid !== '') return uid;
    }
  } catch {
    // storage disabled (privacy mode): no account
  }
  return null;
}

/** True when a signed-in account (not an anonymous session) is kept in storage. */
export function hasStoredSession(storage: SessionStorage | null = pageStorage('localStorage')): boolean {
  return storedAccount(storage) !== 'visitor';
}

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}
