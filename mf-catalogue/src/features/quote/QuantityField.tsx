import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MAX_QUANTITY } from '@frio/shared/quote-list';
import { a11y } from '@frio/shared/ui';
import { QUANTITY_ERROR, SAVE_ERROR, parseQuantity } from './quantity.ts';
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
 * field). A keystroke that would make it anything else is refused as a key the field does not take: the
 * field keeps its text and caret (so "1.000" typed key by key is 1000, and "-2" over a selected 3 is 2,
 * never 0 or a line removed), and the message stays while the visitor types on after it and after the
 * field is left, until a value is typed over the whole field or − / + is pressed. A whole value pasted or
 * filled in that is refused leaves the quantity, selected. An emptied field waits for a number and, left
 * empty, shows the quantity again with the message.
 */
export function QuantityField({ quantity, describedBy, onChange }: Props) {
  const id = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(0);
  /** The field's text and selection before the input being handled (the browser's `beforeinput`). */
  const before = useRef<{ text: string; start: number; end: number } | null>(null);
  const shown = draft ?? String(quantity);

  const save = useCallback(
    (value: number, keepError = false) => {
      const saved = onChange(value);
      if (!saved) setError(SAVE_ERROR);
      else if (!keepError) setError(null);
    },
    [onChange],
  );
  const zeroTyped = draft !== null && draft !== '' && Number(draft) === 0;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const remember = () => {
      before.current = { text: input.value, start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 };
    };
    input.addEventListener('beforeinput', remember);
    return () => input.removeEventListener('beforeinput', remember);
  }, []);
  // After a refusal the field shows its text again: the caret goes back where it was when that text is
  // the one the visitor was typing in, and the whole quantity is selected when it was not (an emptied field).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (refused === 0 || !input) return;
    const previous = before.current;
    if (previous && previous.text === input.value) input.setSelectionRange(previous.start, previous.end);
    else input.select();
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
    if (input.kind === 'invalid') {
      if (draft === '') setDraft(null);
      setError(input.message);
      setRefused((n) => n + 1);
      return;
    }
    setDraft(null);
    // After a refused key the message stays while the visitor goes on typing after it ("2,5" is 25 then,
    // and says why); a value typed over the whole field is a new start.
    const previous = before.current;
    const overWhole = !previous || (previous.start === 0 && previous.end === previous.text.length);
    save(input.value, !overWhole && error !== null && error !== SAVE_ERROR);
  };
  const leave = () => {
    if (zeroTyped) save(0);
    if (draft === '') setError(QUANTITY_ERROR);
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
          value={shown}
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
