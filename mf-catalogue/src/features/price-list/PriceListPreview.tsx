/** The price list's preview: what a file would change, the warnings, and Publicar with its second question. */
import { useState, type ReactNode } from 'react';
import { useQuestionFocus } from '@frio/shared/hooks/use-question-focus';
import { formatInteger, formatPrice } from '@frio/shared/format';
import type { PriceChange } from '@frio/shared/catalogue/import';
import type { Analysis } from './analyse.ts';
import styles from './PriceListPanel.module.css';

const SHOWN_ROWS = 200;

function percentText(change: PriceChange): string {
  if (change.percent === null) return 'antes 0';
  const sign = change.percent > 0 ? '+' : '';
  return `${sign}${change.percent.toLocaleString('es-AR', { maximumFractionDigits: 1 })} %`;
}

const listLabel = { lista1: 'Lista 1', lista2: 'Lista 2 (técnicos)' } as const;

export default function PriceListPreview({
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

      <ArticleList label="Nuevos" what="se empiezan a ver en el sitio" articles={preview.addedArticles} />
      <ArticleList label="Dados de baja" what="dejan de verse en el sitio" articles={preview.removedArticles} />

      {rejected.length > 0 && (
        <>
          <h4>Filas con errores (no se publican; si su id se lee, su artículo queda como estaba)</h4>
          <CappedList label="Filas con errores" items={rejected}>
            {(row) => (
              <li key={row.line}>
                línea {row.line}: {row.reasons.join('; ')}
                {row.nombre ? <span className={styles.hint}> ({row.nombre})</span> : null}
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

/** Articles by name and id under their heading (the new ones, the removed ones), when there are any. */
function ArticleList({
  label,
  what,
  articles,
}: {
  label: string;
  what: string;
  articles: ReadonlyArray<{ id: string; nombre: string }>;
}) {
  if (articles.length === 0) return null;
  return (
    <>
      <h4>
        {label} ({what})
      </h4>
      <CappedList label={label} items={articles}>
        {({ id, nombre }) => (
          <li key={id}>
            {nombre} <span className={styles.hint}>(id {id})</span>
          </li>
        )}
      </CappedList>
    </>
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
    // A box that scrolls past 20rem: focusable, so a keyboard can scroll it too (axe's scrollable-region rule).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul className={styles.rejected} aria-label={label} tabIndex={0}>
      {items.slice(0, SHOWN_ROWS).map(children)}
      {items.length > SHOWN_ROWS && <li>… y {formatInteger(items.length - SHOWN_ROWS)} más</li>}
    </ul>
  );
}
