import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useQuestionFocus } from '@frio/shared/hooks/use-question-focus';
import { formatInteger, formatPrice } from '@frio/shared/format';
import type { CurrentCatalogue, PriceChange } from '@frio/shared/catalogue/import';
import { pricesUpdatedText } from '../../lib/prices/updated-date.ts';
import type { Analysis } from './analyse.ts';
import { analyseInWorker, PriceListError, publishCatalogue, readCurrentCatalogue } from './price-list-data.ts';
import styles from './PriceListPanel.module.css';
import { UndoPublish } from './UndoPublish.tsx';

const SHOWN_ROWS = 200;

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

function percentText(change: PriceChange): string {
  if (change.percent === null) return 'antes 0';
  const sign = change.percent > 0 ? '+' : '';
  return `${sign}${change.percent.toLocaleString('es-AR', { maximumFractionDigits: 1 })} %`;
}

const listLabel = { lista1: 'Lista 1', lista2: 'Lista 2 (técnicos)' } as const;

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
            <Preview
              fileName={state.fileName}
              analysis={state.analysis}
              publishing={state.step === 'publishing'}
              error={state.step === 'publish-failed' ? state.message : undefined}
              onPublish={(analysis) => void publish(analysis, state.fileName)}
            />
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

function Preview({
  fileName,
  analysis,
  publishing,
  error,
  onPublish,
}: {
  fileName: string;
  analysis: Extract<Analysis, { status: 'ready' }>;
  publishing: boolean;
  error?: string;
  onPublish: (analysis: Extract<Analysis, { status: 'ready' }>) => void;
}) {
  const { preview, rejected, removal, leaps } = analysis;
  // A list that removes too many articles, or moves prices below half or beyond double: Publicar asks a
  // second time, naming the counts. «No» takes the focus: a second Enter must not publish.
  const warnings = analysis.tree ? [removal, leaps].filter((warning) => warning !== null) : [];
  const [confirming, setConfirming] = useState(false);
  const { askRef, answerRef, questionRef } = useQuestionFocus(confirming, () => publishing || setConfirming(false));
  const counts = [
    ['Nuevos', preview.added],
    ['Con precio cambiado', preview.repriced],
    ['Otros cambios', preview.otherwiseChanged],
    ['Sin cambios', preview.unchanged],
    ['Dados de baja', preview.removed],
    ['Filas con errores', rejected.length],
  ] as const;
  return (
    <section aria-labelledby="vista-previa">
      <h3 id="vista-previa">Vista previa de {fileName}</h3>
      <p className={styles.hint}>
        {analysis.format}. {formatInteger(analysis.read)} filas leídas. Todavía no se publicó nada.
      </p>
      <ul className={styles.counts} aria-label="Resumen de cambios">
        {counts.map(([label, count]) => (
          <li key={label}>
            <strong>{formatInteger(count)}</strong> {label}
          </li>
        ))}
      </ul>

      {preview.largest.length > 0 && (
        <>
          <h4>Cambios de precio más grandes</h4>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Artículo</th>
                  <th scope="col">Lista</th>
                  <th scope="col">Antes</th>
                  <th scope="col">Ahora</th>
                  <th scope="col">Cambio</th>
                </tr>
              </thead>
              <tbody>
                {preview.largest.map((change) => (
                  <tr key={`${change.id}-${change.list}`}>
                    <td>
                      {change.nombre} <span className={styles.hint}>(id {change.id})</span>
                    </td>
                    <td data-label="Lista">{listLabel[change.list]}</td>
                    <td data-label="Antes" className={styles.number}>
                      {formatPrice(change.before)}
                    </td>
                    <td data-label="Ahora" className={styles.number}>
                      {formatPrice(change.after)}
                    </td>
                    <td data-label="Cambio" className={styles.number}>
                      {percentText(change)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {preview.removedArticles.length > 0 && (
        <>
          <h4>Dados de baja (dejan de verse en el sitio)</h4>
          <CappedList label="Dados de baja" items={preview.removedArticles}>
            {({ id, nombre }) => (
              <li key={id}>
                {nombre} <span className={styles.hint}>(id {id})</span>
              </li>
            )}
          </CappedList>
        </>
      )}

      {rejected.length > 0 && (
        <>
          <h4>Filas con errores (no se publican; si su id se lee, su artículo queda como estaba)</h4>
          <CappedList label="Filas con errores" items={rejected}>
            {(row) => (
              <li key={row.line}>
                línea {row.line}: {row.reasons.join('; ')}
              </li>
            )}
          </CappedList>
        </>
      )}

      {warnings.map(({ text }) => (
        <p key={text} className={styles.error}>
          <strong>Atención:</strong> {text}
        </p>
      ))}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {!analysis.tree ? (
          <p role="status">Sin cambios: la base ya tiene esta lista.</p>
        ) : warnings.length > 0 && confirming ? (
          <div role="group" aria-label="Confirmar antes de publicar" ref={questionRef}>
            <p>
              ¿Seguro?
              {removal && ` Se dan de baja ${formatInteger(removal.removed)} artículos y dejan de verse en el sitio.`}
              {leaps &&
                ` Precios que bajan a menos de la mitad o suben a más del doble: ${formatInteger(leaps.leaps)}.`}
            </p>
            <button type="button" className={styles.button} disabled={publishing} onClick={() => onPublish(analysis)}>
              {publishing
                ? 'Publicando…'
                : removal
                  ? `Sí, dar de baja ${formatInteger(removal.removed)} artículos y publicar`
                  : 'Sí, publicar estos precios'}
            </button>{' '}
            <button
              ref={answerRef}
              type="button"
              className={styles.secondaryButton}
              disabled={publishing}
              onClick={() => setConfirming(false)}
            >
              No, volver
            </button>
          </div>
        ) : (
          <button
            ref={askRef}
            type="button"
            className={styles.button}
            disabled={publishing}
            onClick={() => (warnings.length > 0 ? setConfirming(true) : onPublish(analysis))}
          >
            {publishing ? 'Publicando…' : 'Publicar'}
          </button>
        )}
      </div>
    </section>
  );
}

/** A long list shows its first 200 rows and how many more. */
function CappedList<T>({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={styles.rejected} aria-label={label}>
      {items.slice(0, SHOWN_ROWS).map(children)}
      {items.length > SHOWN_ROWS && <li>… y {formatInteger(items.length - SHOWN_ROWS)} más</li>}
    </ul>
  );
}
