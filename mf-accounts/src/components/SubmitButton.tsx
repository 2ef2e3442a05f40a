import type { ReactNode } from 'react';
import styles from './form.module.css';

/** The form's main button; while busy it shows a spinner and the busy label and cannot be pressed. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
