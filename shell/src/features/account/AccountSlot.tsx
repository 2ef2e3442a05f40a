import { useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { remotesReady } from '../../lib/remotes/remotes-config.ts';
import { accounts, exposeId } from '@frio/shared/contract';
import { useStoredSession } from '@frio/shared/ui';
import styles from './AccountSlot.module.css';

type WidgetModule = { default: ComponentType };

/**
 * The signed-in account (mf-accounts' widget), loaded only while a session exists, so visitors
 * download no Firebase code. Re-checked whenever mf-accounts announces a sign-in or sign-out.
 * The prerendered HTML has no session (server snapshot `false`): a visitor's session shows right
 * after hydration, never during it (that would be a hydration mismatch).
 */
export function AccountSlot() {
  const signedIn = useStoredSession();
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!signedIn || Widget) return;
    let cancelled = false;
    remotesReady()
      .then(() => loadRemote<WidgetModule>(exposeId(accounts, 'AccountWidget')))
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
