import { useSyncExternalStore } from 'react';
import { SESSION_EVENT, hasStoredSession, storedAccount, type StoredAccount } from '../accounts/session.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Whether a Firebase session is stored in this browser, without loading Firebase; follows sign-in and
 * sign-out (mf-accounts announces them) and other tabs.
 */
export function useStoredSession(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasStoredSession(),
    () => false,
  );
}

/** Who is signed in (the visitor, the owner or another account), as every menu shows it; follows like useStoredSession. */
export function useStoredAccount(): StoredAccount {
  return useSyncExternalStore(
    subscribe,
    () => storedAccount(),
    () => 'visitor',
  );
}
