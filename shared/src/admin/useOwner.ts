import { useEffect, useState } from 'react';
import { watchOwner, type OwnerState } from './owner-session.ts';

/** Who is signed in, as the back-office needs it: loading, signed out, someone else, or the owner. */
export function useOwner(): OwnerState {
  const [state, setState] = useState<OwnerState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    watchOwner((next) => {
      if (!cancelled) setState(next);
    })
      .then((stop) => {
        if (cancelled) stop();
        else unsubscribe = stop;
      })
      .catch((cause: unknown) => {
        console.warn('[admin] no se pudo leer la sesión', cause);
        if (!cancelled) setState({ status: 'signed-out' });
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return state;
}
