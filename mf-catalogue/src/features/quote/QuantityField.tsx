import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MAX_QUANTITY } from '@frio/shared/quote-list';
import { a11y } from '@frio/shared/ui';
import { SAVE_ERROR, parseQuantity } from './quantity.ts';
import styles from './QuoteListView.module.css';

interface Props {
  quantity: number;
  /** The line's name, which describes the field and its buttons. */
  describedBy: string;
  /** A valid new quantity (0 takes the line out); false when it could not be stored. */
  onChange: (quantity: number) => boolean;
}

/** A 0 typed waits this long (or for the field to be left) before it takes the line out: "03" starts with 0. */
const ZERO_WAIT_MS = 800;

/**
 * "Cantidad" with − and +. A valid number is taken as it is typed (0 after a moment, or on leaving the
 * field); anything else is refused with a message, the field shows the quantity the list holds again,
 * selected, so the next keystroke replaces it. An emptied field waits for a number and, left empty,
 * shows the quantity again.
 */
export function QuantityField({ quantity, describedBy, onChange }: Props) {
  const id = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(0);

  const save = useCallback((value: number) => setError(onChange(value) ? null : SAVE_ERROR), [onChange]);
  const zeroTyped = draft !== null && draft !== '' && Number(draft) === 0;

  useEffect(() => {
    if (refused > 0) inputRef.current?.select();
  }, [refused]);
  useEffect(() => {
    if (!zeroTyped) return undefined;
    const timer = setTimeout(() => save(0), ZERO_WAIT_MS);
    return () => clearTimeout(timer);
  }, [zeroTyped, save]);

  const type = (text: string) => {
    const input = parseQuantity(text);
    if (input.kind === 'empty' || (input.kind === 'quantity' && input.value === 0)) {
      setDraft(text);
      setError(null);
      return;
    }
    setDraft(null);
    if (input.kind === 'invalid') {
      setError(input.message);
      setRefused((n) => n + 1);
      return;
    }
    save(input.value);
  };
  const leave = () => {
    if (zeroTyped) save(0);
    setDraft(null);
  };
  const step = (by: number) => {
    setDraft(null);
    save(Math.min(Math.max(quantity + by, 0), MAX_QUANTITY));
  };

  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        Cantidad
      </label>
      <div className={styles.stepper}>
        <button type="button" className={styles.step} onClick={() => step(-1)} aria-describedby={describedBy}>
          −<span className={a11y.visuallyHidden}> Restar uno</span>
        </button>
        <input
          ref={inputRef}
          id={id}
          className={styles.quantityInput}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuenow={quantity}
          aria-valuemin={0}
          aria-valuemax={MAX_QUANTITY}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${describedBy}` : describedBy}
          value={draft ?? String(quantity)}
          onChange={(event) => type(event.target.value)}
          // The quantity typed again after a refusal changes no value, so React fires no change: clear here.
          onInput={(event) => {
            const input = parseQuantity(event.currentTarget.value);
            if (input.kind === 'quantity' && input.value === quantity) setError(null);
          }}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Enter') leave();
          }}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => step(1)}
          disabled={quantity >= MAX_QUANTITY}
          aria-describedby={describedBy}
        >
          +<span className={a11y.visuallyHidden}> Sumar uno</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
