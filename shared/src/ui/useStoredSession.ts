import { useSyncExternalStore } from 'react';
import { SESSION_EVENT, hasStoredSession } from '../session.ts';

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
