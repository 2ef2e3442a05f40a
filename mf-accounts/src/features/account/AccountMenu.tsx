import { a11y } from '@frio/shared/ui';
import { accountInitial, accountLabel } from './account-label.ts';
import { useAccount } from './useAccount.ts';
import styles from './AccountMenu.module.css';
import { SaveOfflineButton } from './SaveOfflineButton.tsx';

/** The signed-in account in the navbar: who it is, "Usar sin conexión" and 'Salir'. Compact enough for 390 px. */
export function AccountMenu() {
  const { user, busy, signOut } = useAccount();
  if (!user) return null;
  const label = accountLabel(user);
  return (
    <div className={styles.account} role="group" aria-label="Tu cuenta">
      <span className={styles.avatar} aria-hidden="true" title={user.email ? `${label} (${user.email})` : label}>
        {accountInitial(user)}
      </span>
      <span className={styles.name}>
        <span className={a11y.visuallyHidden}>Sesión iniciada como </span>
        {label}
      </span>
      <SaveOfflineButton />
      <button
        type="button"
        className={styles.signOut}
        onClick={() => void signOut()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        Salir
      </button>
    </div>
  );
}
