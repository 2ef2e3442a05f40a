import { LoadingStatus } from '@frio/shared/ui';
import { useRead } from '@frio/shared/hooks/use-read';
import type { SharedListProps } from './SharedListView.tsx';
import styles from './QuoteListView.module.css';

const LOAD_ERROR_TEXT = 'No pudimos abrir la lista compartida. Revisá tu conexión e intentá de nuevo.';

const loadView = () =>
  import('./SharedListView.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      console.warn('[presupuesto] the shared list view did not load', error);
      throw error;
    },
  );

/** The shared-list view, whose code loads only when an address holds a list (`/presupuesto#lista=…`). */
export function SharedListSlot(props: SharedListProps) {
  const view = useRead(loadView, []);
  if (view.status === 'error')
    return (
      <div className={styles.warning} role="alert">
        <p>{LOAD_ERROR_TEXT}</p>
        <button type="button" className={styles.secondary} onClick={view.retry}>
          Reintentar
        </button>
      </div>
    );
  if (view.status === 'loading') return <LoadingStatus label="Cargando la lista…" className={styles.loading} />;
  return <view.data {...props} />;
}
