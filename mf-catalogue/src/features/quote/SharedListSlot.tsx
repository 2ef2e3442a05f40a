import { useEffect, useState, type ComponentType } from 'react';
import { LoadingStatus } from '@frio/shared/ui';
import type { SharedListProps } from './SharedListView.tsx';
import styles from './QuoteListView.module.css';

const LOAD_ERROR_TEXT = 'No pudimos abrir la lista compartida. Revisá tu conexión e intentá de nuevo.';

/** The shared-list view, whose code loads only when an address holds a list (`/presupuesto#lista=…`). */
export function SharedListSlot(props: SharedListProps) {
  const [View, setView] = useState<ComponentType<SharedListProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    import('./SharedListView.tsx').then(
      (module) => {
        if (!cancelled) setView(() => module.default);
      },
      (error: unknown) => {
        console.warn('[presupuesto] the shared list view did not load', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (failed)
    return (
      <div className={styles.warning} role="alert">
        <p>{LOAD_ERROR_TEXT}</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Reintentar
        </button>
      </div>
    );
  if (!View) return <LoadingStatus label="Cargando la lista…" className={styles.loading} />;
  return <View {...props} />;
}
