import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LoadingStatus } from '@frio/shared/ui';
import type { CurrentCatalogue } from '@frio/shared/catalogue/import';
import { pricesUpdatedText } from '../../lib/prices/updated-date.ts';
import type { Analysis } from './analyse.ts';
import { analyseInWorker, PriceListError, publishCatalogue, readCurrentCatalogue } from './price-list-data.ts';
import styles from './PriceListPanel.module.css';
import { UndoPublish } from './UndoPublish.tsx';

// The preview's code loads once a file is picked: most visits of the page read the date and leave.
const Preview = lazy(() => import('./PriceListPreview.tsx'));

type State =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'failed'; message: string }
  | { step: 'analysed'; fileName: string; analysis: Analysis }
  | { step: 'publishing'; fileName: string; analysis: Extract<Analysis, { status: 'ready' }> }
  | { step: 'publish-failed'; fileName: string; analysis: Extract<Analysis, { status: 'ready' }>; message: string }
  | { step: 'published'; updatedAt: number };

const messageOf = (error: unknown) =>
  error instanceof PriceListError ? error.message : 'Ocurrió un error inesperado.';

/** The owner's price list: pick the ERP's file, see what it would change, publish it whole. */
export function PriceListPanel() {
  const inputId = useId();
  const hintId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const current = useRef<CurrentCatalogue | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    readCurrentCatalogue().then(
      (read) => {
        if (cancelled) return;
        current.current = read;
        setUpdatedAt(read.updatedAt);
      },
      () => undefined, // read again when a file is picked, where a failure is shown
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (state.step === 'analysed' || state.step === 'published' || state.step === 'failed') resultRef.current?.focus();
  }, [state.step]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied, so the same file picked again (mended, under its name) is read again: a browser sends no
    // change for the file the field already holds. The File stays readable.
    event.target.value = '';
    if (!file) return;
    setState({ step: 'reading', fileName: file.name });
    try {
      const now = Date.now();
      const read = current.current ?? (await readCurrentCatalogue());
      current.current = read;
      const analysis = await analyseInWorker(file, read, now);
      setState({ step: 'analysed', fileName: file.name, analysis });
    } catch (error) {
      setState({ step: 'failed', message: `No se pudo leer la lista: ${messageOf(error)} Probá de nuevo.` });
    }
  }

  async function publish(analysis: Extract<Analysis, { status: 'ready' }>, fileName: string) {
    if (!analysis.tree) return;
    setState({ step: 'publishing', fileName, analysis });
    try {
      const stamp = await publishCatalogue(analysis.tree, analysis.kept);
      current.current = null; // the next file compares with what was just published
      setUpdatedAt(stamp);
      setState({ step: 'published', updatedAt: stamp });
    } catch (error) {
      setState({
        step: 'publish-failed',
        fileName,
        analysis,
        message: `No se pudo publicar: ${messageOf(error)}`,
      });
    }
  }

  const busy = state.step === 'reading' || state.step === 'publishing';
  const updatedText = pricesUpdatedText(updatedAt);

  return (
    <div>
      {updatedText && <p>{updatedText}.</p>}
      <div className={styles.field}>
        <label htmlFor={inputId}>Archivo de la lista de precios</label>
        <p id={hintId} className={styles.hint}>
          La lista de precios que exporta el sistema de gestión, en Excel (.xlsx) o CSV. Antes de publicar vas a ver qué
          cambia.
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => void onFile(event)}
        />
      </div>

      {state.step === 'reading' && <p role="status">Leyendo {state.fileName}…</p>}

      <div ref={resultRef} tabIndex={-1} aria-live="polite">
        {state.step === 'failed' && (
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
        )}
        {state.step === 'published' && <p role="status">Lista publicada. {pricesUpdatedText(state.updatedAt)}.</p>}
        {(state.step === 'analysed' || state.step === 'publishing' || state.step === 'publish-failed') &&
          (state.analysis.status === 'refused' ? (
            <div role="alert" className={styles.error}>
              <p>
                <strong>Archivo rechazado, no se escribió nada.</strong>
              </p>
              <p className={styles.reason}>{state.analysis.reason}</p>
            </div>
          ) : (
            <Suspense fallback={<LoadingStatus label="Preparando la vista previa…" />}>
              <Preview
                fileName={state.fileName}
                analysis={state.analysis}
                publishing={state.step === 'publishing'}
                error={state.step === 'publish-failed' ? state.message : undefined}
                onPublish={(analysis) => void publish(analysis, state.fileName)}
              />
            </Suspense>
          ))}
      </div>
      <UndoPublish
        onRestored={(stamp) => {
          current.current = null; // the next file compares with the list that came back
          setUpdatedAt(stamp);
          setState({ step: 'idle' });
        }}
      />
    </div>
  );
}
