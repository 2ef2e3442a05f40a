import type { ComponentProps } from 'react';
import styles from './form.module.css';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id' | 'name'> {
  name: string;
  label: string;
  /** id of the message that explains the error; set only while this field is invalid */
  errorId?: string | undefined;
  /** id prefix, so two forms on one page never share ids */
  idPrefix: string;
  hint?: string | undefined;
}

/** A labelled input; while invalid it says so (aria-invalid) and points at the message explaining why. */
export function Field({ name, label, errorId, idPrefix, hint, className, ...input }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const hintId = hint ? `${id}-ayuda` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
