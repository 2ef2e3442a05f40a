import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { remotesReady } from '../../lib/remotes/remotes-config.ts';
import { SESSION_EVENT, hasStoredSession } from '@frio/shared/session';
import styles from './AccountSlot.module.css';

type WidgetModule = { default: ComponentType };

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The signed-in account (mf-accounts' widget), loaded only while a session exists, so visitors
 * download no Firebase code. Re-checked whenever mf-accounts announces a sign-in or sign-out.
 * The prerendered HTML has no session (server snapshot `false`): a visitor's session shows right
 * after hydration, never during it (that would be a hydration mismatch).
 */
export function AccountSlot() {
  const signedIn = useSyncExternalStore(
    subscribe,
    () => hasStoredSession(),
    () => false,
  );
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!signedIn || Widget) return;
    let cancelled = false;
    remotesReady()
      .then(() => loadRemote<WidgetModule>('mf_accounts/AccountWidget'))
      .then((mod) => {
        if (!cancelled && mod?.default) setWidget(() => mod.default);
      })
      .catch((error: unknown) => console.error('[account widget]', error));
    return () => {
      cancelled = true;
    };
  }, [signedIn, Widget]);

  return <div className={styles.slot}>{signedIn && Widget ? <Widget /> : null}</div>;
}
