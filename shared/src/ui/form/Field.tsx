import { useRef, type ComponentProps, type ReactNode } from 'react';
import { useTypedBeforeScripts } from './early-input.ts';
import styles from './form.module.css';

interface FrameProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: string;
  hint?: string | undefined;
  /** A message shown under this field while it is invalid. */
  error?: string | undefined;
  /** Or: the id of a message elsewhere (a form-level alert) that explains why this field is invalid. */
  errorId?: string | undefined;
  className?: string | undefined;
  onValueChange?: (value: string) => void;
}

type InputFieldProps = FrameProps & Omit<ComponentProps<'input'>, 'id' | 'className' | 'onChange'>;
type SelectFieldProps = FrameProps & Omit<ComponentProps<'select'>, 'id' | 'className' | 'onChange'>;

/** The ids and ARIA state a control gets from its frame: invalid while it has an error, described by hint and error. */
function controlAria({ id, hint, error, errorId }: FrameProps) {
  const messageId = error ? `${id}-error` : errorId;
  const describedBy = [hint && `${id}-ayuda`, messageId].filter(Boolean).join(' ') || undefined;
  return { 'aria-invalid': messageId ? true : undefined, 'aria-describedby': describedBy } as const;
}

function Frame({ id, label, hint, error, className, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${id}-ayuda`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled text input; while invalid it says so (aria-invalid) and points at the message explaining why. */
export function Field({ id, label, hint, error, errorId, className, onValueChange, ...input }: InputFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeScripts(ref, input.value, onValueChange);
  const frame = { id, label, hint, error, errorId, className };
  return (
    <Frame {...frame}>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        {...controlAria(frame)}
        {...input}
        onChange={(event) => onValueChange?.(event.target.value)}
      />
    </Frame>
  );
}

/** A labelled <select>, framed and announced like Field. */
export function SelectField({
  id,
  label,
  hint,
  error,
  errorId,
  className,
  onValueChange,
  ...select
}: SelectFieldProps) {
  const ref = useRef<HTMLSelectElement>(null);
  useTypedBeforeScripts(ref, select.value, onValueChange);
  const frame = { id, label, hint, error, errorId, className };
  return (
    <Frame {...frame}>
      <select
        ref={ref}
        id={id}
        className={styles.input}
        {...controlAria(frame)}
        {...select}
        onChange={(event) => onValueChange?.(event.target.value)}
      />
    </Frame>
  );
}
