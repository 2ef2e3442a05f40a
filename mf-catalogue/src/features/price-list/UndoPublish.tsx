import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from '@frio/shared/hooks/use-watch';
import { useQuestionFocus } from '@frio/shared/hooks/use-question-focus';
import { formatDay, formatDayTime, formatInteger } from '@frio/shared/format';
import { KEPT_LISTS, type KeptSummary } from '@frio/shared/catalogue/kept-lists';
import { pricesUpdatedText } from '../../lib/prices/updated-date.ts';
import { PriceListError } from './price-list-data.ts';
import { restoreKept, watchLatestKept } from './undo-data.ts';
import styles from './PriceListPanel.module.css';

type State =
  | { step: 'idle' }
  | { step: 'confirming' }
  | { step: 'restoring' }
  | { step: 'failed'; message: string }
  | { step: 'restored'; kept: KeptSummary; updatedAt: number };

const listName = (kept: KeptSummary) => `la lista publicada el ${formatDayTime(kept.fecha)}`;
const articles = (kept: KeptSummary) => `${formatInteger(kept.articulos)} artículos`;

/**
 * "Deshacer la última publicación": the list the last publish replaced comes back whole, after the owner
 * confirms what comes back (kept-lists.ts keeps the last KEPT_LISTS).
 */
export function UndoPublish({ onRestored }: { onRestored: (updatedAt: number) => void }) {
  const headingId = useId();
  // undefined while the first read is on its way.
  const [latest, setLatest] = useState<KeptSummary | null | undefined>(undefined);
  const [state, setState] = useState<State>({ step: 'idle' });
  const { askRef, answerRef, questionRef } = useQuestionFocus(
    state.step === 'confirming' || state.step === 'restoring',
    () => state.step === 'confirming' && setState({ step: 'idle' }),
  );
  const resultRef = useRef<HTMLDivElement>(null);

  useWatch(watchLatestKept, setLatest, () =>
    setState({ step: 'failed', message: 'No se pudieron leer las publicaciones guardadas.' }),
  );

  useEffect(() => {
    if (state.step === 'restored' || state.step === 'failed') resultRef.current?.focus();
  }, [state.step]);

  async function restore(kept: KeptSummary) {
    setState({ step: 'restoring' });
    try {
      const updatedAt = await restoreKept(kept);
      setState({ step: 'restored', kept, updatedAt });
      onRestored(updatedAt);
    } catch (error) {
      const reason = error instanceof PriceListError ? error.message : 'Ocurrió un error inesperado.';
      setState({ step: 'failed', message: `No se pudo deshacer: ${reason}` });
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.undo}>
      <h3 id={headingId}>Deshacer la última publicación</h3>
      <p className={styles.hint}>
        Cada vez que publicás se guarda la lista que reemplazás (las últimas {KEPT_LISTS}). Deshacer la vuelve a
        publicar completa, con los precios de técnicos.
      </p>
      <div ref={resultRef} tabIndex={-1} aria-live="polite">
        {state.step === 'restored' && (
          <p role="status">
            Publicación deshecha: volvió {listName(state.kept)}, con {articles(state.kept)}.{' '}
            {pricesUpdatedText(state.updatedAt)}.
          </p>
        )}
        {state.step === 'failed' && (
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
        )}
      </div>
      {latest === undefined ? (
        <p>Buscando publicaciones guardadas…</p>
      ) : latest === null ? (
        <p>No hay publicaciones anteriores guardadas para deshacer.</p>
      ) : state.step === 'confirming' || state.step === 'restoring' ? (
        <div role="group" aria-label="Confirmar deshacer" className={styles.actions} ref={questionRef}>
          <p>
            ¿Volver a {listName(latest)}, con {articles(latest)}? Reemplaza en todo el sitio la lista publicada ahora.
          </p>
          <button
            type="button"
            className={styles.button}
            disabled={state.step === 'restoring'}
            onClick={() => void restore(latest)}
          >
            {state.step === 'restoring'
              ? 'Deshaciendo…'
              : `Sí, volver a la lista ${latest.fecha === null ? 'anterior' : `del ${formatDay(latest.fecha)}`}`}
          </button>{' '}
          {/* The focus on «No», as Publicar's question: Enter pressed twice must not replace the list. */}
          <button
            ref={answerRef}
            type="button"
            className={styles.secondaryButton}
            disabled={state.step === 'restoring'}
            onClick={() => setState({ step: 'idle' })}
          >
            No, dejar la lista actual
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <p>
            Vuelve {listName(latest)}, con {articles(latest)}.
          </p>
          <button ref={askRef} type="button" className={styles.button} onClick={() => setState({ step: 'confirming' })}>
            Deshacer la última publicación
          </button>
        </div>
      )}
    </section>
  );
}
