import type { ReactNode } from 'react';
import styles from './form.module.css';

interface SubmitButtonProps {
  children: ReactNode;
  /** While true: a spinner and the busy label, and it cannot be pressed. */
  busy?: boolean;
  busyLabel?: string;
  className?: string;
}

/** The form's primary button, the same in every unit (and inside the partner embed's shadow root). */
export function SubmitButton({ busy = false, busyLabel, children, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={[styles.submit, className].filter(Boolean).join(' ')}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
