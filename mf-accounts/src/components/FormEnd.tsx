import type { ReactNode } from 'react';
import { SubmitButton } from '@frio/shared/ui/form';
import styles from './form.module.css';

interface FormEndProps {
  /** The id of the error, which the fields in error point at. */
  errorId: string;
  /** The form's error, announced as it appears; nothing shows while there is none. */
  error?: ReactNode;
  busy: boolean;
  /** The button's text while the form is busy ('Enviando…'). */
  busyLabel: string;
  /** The button's text. */
  children: ReactNode;
}

/** How every form of the accounts pages ends: its error, then its submit button. */
export function FormEnd({ errorId, error, busy, busyLabel, children }: FormEndProps) {
  return (
    <>
      {error ? (
        <div id={errorId} role="alert" className={styles.alert}>
          {error}
        </div>
      ) : null}
      <div>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
