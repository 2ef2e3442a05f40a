import { useEffect, useId, useRef, useState } from 'react';
import { formatDay } from '../business/format.ts';
import type { SavedCatalogue } from '../site/offline.ts';
import { readSavedCatalogue } from './saved-catalogue.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import type { SaveProgress, SaveResult } from './save-catalogue.ts';
import styles from './SaveOffline.module.css';

type State =
  | { status: 'idle' }
  | { status: 'saving'; progress: SaveProgress }
  | { status: 'done'; saved: SaveResult }
  | { status: 'error'; message: string };

const FAILED = 'No pudimos guardar el catálogo. Probá de nuevo en un momento.';

/** "1,4 MB": a size as a visitor reads it. */
const megabytes = (bytes: number): string => `${(Math.max(bytes, 0) / 1e6).toFixed(1).replace('.', ',')} MB`;

/** "Listo: …": what a whole save says, with the price list's date. */
const doneText = (stamp: number): string =>
  `Listo: el catálogo se puede usar sin conexión (precios del ${formatDay(stamp) ?? 'último listado'})`;

/**
 * "Usar sin conexión": saves the catalogue on this device (the saving code loads on the press).
 * `started`: the press was elsewhere (the account menu), so it saves at once and shows only how it goes.
 */
export default function SaveOffline({ started = false }: { started?: boolean }) {
  const hydrated = useHydrated();
  const statusId = useId();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [saved, setSaved] = useState<SavedCatalogue | null>(null);
  useEffect(() => {
    let live = true;
    void readSavedCatalogue().then((found) => live && setSaved(found));
    return () => {
      live = false;
    };
  }, []);
  const startedOnce = useRef(false);
  useEffect(() => {
    if (!started || startedOnce.current) return;
    startedOnce.current = true;
    void save();
  });

  async function save() {
    setState({ status: 'saving', progress: { done: 0, bytes: 0 } });
    try {
      const { saveCatalogue } = await import('./save-catalogue.ts');
      const result = await saveCatalogue((progress) => setState({ status: 'saving', progress }));
      setSaved(result);
      setState({ status: 'done', saved: result });
    } catch (error) {
      console.warn('[sin conexión] no se guardó el catálogo', error);
      void readSavedCatalogue().then(setSaved); // a save cut short leaves the one before it
      const named = error instanceof Error && error.name === 'SaveCatalogueError';
      setState({
        status: 'error',
        message: named
          ? error.message
          : navigator.onLine
            ? FAILED
            : 'Sin conexión: conectate para guardar el catálogo.',
      });
    }
  }

  const saving = state.status === 'saving';
  return (
    <div className={started ? undefined : styles.box}>
      {started ? null : (
        <button
          type="button"
          className={styles.button}
          onClick={() => void save()}
          disabled={!hydrated || saving}
          aria-describedby={statusId}
        >
          Usar sin conexión
        </button>
      )}
      <div id={statusId} className={styles.status} aria-live="polite">
        {state.status === 'saving' ? (
          <>
            {/* No share of a whole: what is left is known only as saved scripts and lists name it. */}
            <progress className={styles.progress} aria-label="Guardando el catálogo" />
            <p>
              Guardando el catálogo: {state.progress.done} {state.progress.done === 1 ? 'archivo' : 'archivos'},{' '}
              {megabytes(state.progress.bytes)} hasta ahora.
            </p>
          </>
        ) : state.status === 'done' ? (
          <p>
            {doneText(state.saved.stamp)}. Ocupa {megabytes(state.saved.bytes)} en este dispositivo.
            {state.saved.lista2 &&
              ' Incluye tus precios de técnico (lista 2), solo para tu cuenta: se borran al salir.'}
          </p>
        ) : state.status === 'error' ? (
          <p role="alert">{state.message}</p>
        ) : saved ? (
          <p>
            Guardado en este dispositivo: precios del {formatDay(saved.stamp)}, {megabytes(saved.bytes)}.
          </p>
        ) : (
          <p>Guardá precios, búsqueda y páginas en este dispositivo (unos pocos MB) para consultarlos sin señal.</p>
        )}
      </div>
    </div>
  );
}
