import { useEffect, useId, useRef, useState } from 'react';
import styles from './QuoteListView.module.css';

interface Props {
  text: string;
  label: string;
  /** The visible confirmation after copying. */
  done: string;
}

type State = 'idle' | 'copied' | 'failed';

const COPY_FAILED_TEXT = 'No pudimos copiar automáticamente: seleccioná el texto de abajo y copialo.';

/** Copies `text` to the clipboard and says so; where the browser refuses, shows the text to copy by hand. */
export function CopyButton({ text, label, done }: Props) {
  const [state, setState] = useState<State>('idle');
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const areaId = useId();
  // A changed text has not been copied yet.
  const [copiedText, setCopiedText] = useState(text);
  if (copiedText !== text) {
    setCopiedText(text);
    setState('idle');
  }

  useEffect(() => {
    if (state === 'failed') areaRef.current?.select();
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (error) {
      console.warn('[presupuesto] clipboard refused', error);
      setState('failed');
    }
  };

  return (
    <div className={styles.copy}>
      <button type="button" className={styles.secondary} onClick={() => void copy()}>
        {label}
      </button>
      <p className={styles.copied} role="status">
        {state === 'copied' ? `✓ ${done}` : null}
      </p>
      {state === 'failed' ? (
        <>
          <label htmlFor={areaId} className={styles.note}>
            {COPY_FAILED_TEXT}
          </label>
          <textarea id={areaId} ref={areaRef} className={styles.copyArea} readOnly value={text} rows={6} />
        </>
      ) : null}
    </div>
  );
}
