import type { ReactNode } from 'react';
import styles from './form.module.css';

/** The form's error, announced as it appears; fields in error point at its id. */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className={styles.alert}>
      {children}
    </div>
  );
}
