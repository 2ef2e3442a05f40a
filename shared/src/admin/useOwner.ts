import { useState } from 'react';
import { useWatch } from '../hooks/useWatch.ts';
import { watchOwner, type OwnerState } from './owner-session.ts';

/** Who is signed in, as the back-office needs it: loading, signed out, someone else, or the owner. */
export function useOwner(): OwnerState {
  const [state, setState] = useState<OwnerState>({ status: 'loading' });
  useWatch(watchOwner, setState, (cause) => {
    console.warn('[admin] no se pudo leer la sesión', cause);
    setState({ status: 'signed-out' });
  });
  return state;
}
