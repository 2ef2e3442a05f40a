import { useCallback, useState } from 'react';
import { useWatch } from '@frio/shared/hooks/use-watch';
import { announceSessionChange } from '@frio/shared/session';
import type { AccountUser } from './account-label.ts';
import { signOutAccount, watchAccount } from './account-session.ts';

/** The signed-in user as Firebase Auth reports it (undefined until known), and signing out. */
export function useAccount() {
  const [user, setUser] = useState<AccountUser | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useWatch(
    watchAccount,
    // An anonymous session (left by the technician sign-up) is no account.
    (next) => setUser(next && !next.isAnonymous ? { displayName: next.displayName, email: next.email } : null),
    (cause) => {
      console.warn('[cuenta] no se pudo leer la sesión', cause);
      setUser(null);
    },
  );

  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await signOutAccount();
    } catch (cause) {
      console.warn('[cuenta] no se pudo cerrar la sesión', cause);
    } finally {
      setBusy(false);
      // The shell re-reads the stored session and removes this widget once it is gone.
      announceSessionChange();
    }
  }, []);

  return { user, busy, signOut };
}
