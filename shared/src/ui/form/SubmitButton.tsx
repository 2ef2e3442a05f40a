import type { ReactNode } from 'react';
import { useHydrated } from '../useHydrated.ts';
import styles from './form.module.css';

interface SubmitButtonProps {
  children: ReactNode;
  /** While true: a spinner and the busy label, and it cannot be pressed. */
  busy?: boolean;
  busyLabel?: string;
  className?: string;
}

/**
 * The form's primary button, the same in every unit (and inside the partner embed's shadow root).
 * Disabled until its form has hydrated: a press before that would reach no handler.
 */
export function SubmitButton({ busy = false, busyLabel, children, className }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={[styles.submit, className].filter(Boolean).join(' ')}
      disabled={busy || !hydrated}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
