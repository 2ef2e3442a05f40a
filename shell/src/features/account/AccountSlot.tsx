import { useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { remotesReady } from '../../lib/remotes/remotes-config.ts';
import { SESSION_EVENT, hasStoredSession } from '@frio/shared/session';
import styles from './AccountSlot.module.css';

type WidgetModule = { default: ComponentType };

/**
 * The signed-in account (mf-accounts' widget), loaded only while a session exists, so visitors
 * download no Firebase code. Re-checked whenever mf-accounts announces a sign-in or sign-out.
 */
export function AccountSlot() {
  const [signedIn, setSignedIn] = useState(() => hasStoredSession());
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    const onChange = () => setSignedIn(hasStoredSession());
    window.addEventListener(SESSION_EVENT, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(SESSION_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
  }, []);

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
