import { useEffect, useMemo, useState } from 'react';
import { useWatch } from '@frio/shared/hooks/use-watch';
import { LoadingStatus, a11y } from '@frio/shared/ui';
import { argentinaDay, summarizeConsultas } from '@frio/shared/consultas';
import { pageName } from '@frio/shared/consultas/page-names';
import { CONSULTAS_DAYS as DAYS, consultasCount as plural, productNames, watchConsultas } from './consultas-data.ts';
import styles from './ConsultasPanel.module.css';
import { formatInteger, onFirstUse } from '@frio/shared/format';

const LOAD_ERROR = 'No pudimos leer las consultas. Revisá tu conexión e intentá de nuevo.';

const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-AR', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'numeric' }),
);

/** "mar 24/11" */
function dayLabel(date: string): string {
  const parts = Object.fromEntries(
    dayFormat()
      .formatToParts(new Date(`${date}T00:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day}/${parts.month}`;
}

/**
 * A read of the owner's panels that failed: what went wrong, in Spanish, and a button that tries again.
 * Here, not in a module of its own: one more module on Consultas' first load costs its bytes.
 */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.panel}>
      <p>{message}</p>
      <p>
        <button type="button" className={styles.button} onClick={onRetry}>
          Reintentar
        </button>
      </p>
    </div>
  );
}

/** The owner's view of the WhatsApp consultations: the last 30 days, per day, per page, and the top 20 products. */
export function ConsultasPanel() {
  // The tree as read, with the day it was read on (today, in Argentina).
  const [read, setRead] = useState<{ tree: unknown; today: number } | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [names, setNames] = useState<Record<string, string>>({});

  // Only the days shown. The range has a start and no end, so a panel left open past midnight still
  // reads the new day; summarizeConsultas leaves out the day that dropped out of the 30.
  useWatch(
    (onValue: (tree: unknown) => void, onError) =>
      watchConsultas(argentinaDay(Date.now()) - DAYS + 1, onValue, onError),
    (tree) => setRead({ tree, today: argentinaDay(Date.now()) }),
    (error) => {
      console.error('[admin] consultas', error);
      setFailed(true);
    },
    attempt,
  );

  const summary = useMemo(() => (read ? summarizeConsultas(read.tree, read.today, DAYS) : undefined), [read]);
  const topIds = summary?.topProducts.map((product) => product.id).join(',') ?? '';

  useEffect(() => {
    if (!topIds) return;
    let cancelled = false;
    productNames(topIds.split(',')).then(
      (found) => {
        if (!cancelled) setNames((known) => ({ ...known, ...found }));
      },
      (error: unknown) => console.warn('[admin] nombres de productos', error),
    );
    return () => {
      cancelled = true;
    };
  }, [topIds]);

  if (failed) {
    return (
      <RetryAlert
        message={LOAD_ERROR}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!summary) return <LoadingStatus label="Cargando consultas…" />;

  const max = Math.max(1, ...summary.perDay.map((day) => day.total));
  const newestFirst = [...summary.perDay].reverse();

  return (
    <div className={styles.panel}>
      <p className={styles.total} aria-live="polite">
        En los últimos {DAYS} días: <strong>{plural(summary.total)}</strong> por WhatsApp desde el sitio.
      </p>
      <p className={styles.note}>
        Cada toque en un botón de WhatsApp del sitio suma una consulta. No se guarda nada de la persona: ni cookies, ni
        IP, ni el texto del mensaje.
      </p>

      <section aria-labelledby="consultas-por-dia">
        <h3 id="consultas-por-dia">Por día</h3>
        <table className={styles.table}>
          <caption className={styles.caption}>Consultas por día, del más reciente al más antiguo</caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              <th scope="col" className={styles.number}>
                Consultas
              </th>
              <th scope="col" className={styles.barColumn}>
                <span className={a11y.visuallyHidden}>Gráfico</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={styles.day}>
                  <time dateTime={day.date}>{dayLabel(day.date)}</time>
                </th>
                <td className={styles.number}>{formatInteger(day.total)}</td>
                <td className={styles.barColumn} aria-hidden="true">
                  <span className={styles.bar} style={{ width: `${(day.total / max) * 100}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="consultas-por-pagina">
        <h3 id="consultas-por-pagina">Por página</h3>
        {summary.perPage.length === 0 ? (
          <p>Todavía no hubo consultas en estos {DAYS} días.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Página</th>
                <th scope="col" className={styles.number}>
                  Consultas
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.perPage.map(({ page, total }) => (
                <tr key={page}>
                  <th scope="row">{pageName(page)}</th>
                  <td className={styles.number}>{formatInteger(total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="consultas-productos">
        <h3 id="consultas-productos">Productos más consultados</h3>
        {summary.topProducts.length === 0 ? (
          <p>Todavía no hubo consultas por un producto en estos {DAYS} días.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.number}>
                  N.º
                </th>
                <th scope="col">Producto</th>
                <th scope="col" className={styles.number}>
                  Consultas
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.topProducts.map(({ id, total }, i) => (
                <tr key={id}>
                  <td className={styles.number}>{i + 1}</td>
                  <th scope="row">
                    {names[id] ?? 'Artículo'} <span className={styles.code}>(art. {id})</span>
                  </th>
                  <td className={styles.number}>{formatInteger(total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
