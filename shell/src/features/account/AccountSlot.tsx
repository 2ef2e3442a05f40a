import { useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { remotesReady } from '../../lib/remotes/remotes-config.ts';
import { accounts, exposeId } from '@frio/shared/contract';
import { useStoredSession } from '@frio/shared/ui';
import styles from './AccountSlot.module.css';

type WidgetModule = { default: ComponentType };

/**
 * The signed-in account (mf-accounts' widget), loaded only while a session exists, so visitors download
 * no Firebase code. It shows after hydration, never during it: the prerendered HTML has no session.
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
