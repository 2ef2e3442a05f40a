import { useMemo, useState } from 'react';
import { useWatch } from '@frio/shared/hooks/use-watch';
import { useRead } from '@frio/shared/hooks/use-read';
import { LoadingStatus } from '@frio/shared/ui';
import { argentinaDay, summarizeConsultas } from '@frio/shared/consultas';
import { countOf, formatInteger } from '@frio/shared/format';
import { CONSULTAS_DAYS, consultasCount, watchConsultas } from '../consultas/consultas-data.ts';
import styles from '../consultas/ConsultasPanel.module.css';
import { RetryAlert } from '../consultas/ConsultasPanel.tsx';
import { listedProducts, watchPhotographed } from './missing-photos-data.ts';
import { productsWithoutPhoto } from './missing-photos.ts';

/** How many the list shows at first, and how many more each "Ver más" adds. */
const PAGE = 50;
const LOAD_ERROR = 'No pudimos leer los productos sin foto. Revisá tu conexión e intentá de nuevo.';

/**
 * "Productos sin foto": the listed products without a photo, most asked about first, each a link to its
 * page (where the owner adds it). Loaded on its own (lazy) from the owner's /admin.
 */
export default function MissingPhotosPanel() {
  const [photographed, setPhotographed] = useState<ReadonlySet<string> | undefined>(undefined);
  const [consultas, setConsultas] = useState<{ tree: unknown; today: number } | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState(PAGE);

  const fail = (error: unknown) => {
    console.error('[admin] productos sin foto', error);
    setFailed(true);
  };
  const listedRead = useRead(
    () =>
      listedProducts().catch((error: unknown) => {
        console.error('[admin] productos sin foto', error);
        throw error;
      }),
    [attempt],
  );
  const listed = listedRead.status === 'ready' ? listedRead.data : undefined;
  useWatch(watchPhotographed, setPhotographed, fail, attempt);
  // The same days the Consultas panel counts: a bounded read, whatever the counters' age.
  useWatch(
    (onValue: (tree: unknown) => void, onError) =>
      watchConsultas(argentinaDay(Date.now()) - CONSULTAS_DAYS + 1, onValue, onError),
    (tree) => setConsultas({ tree, today: argentinaDay(Date.now()) }),
    fail,
    attempt,
  );

  const missing = useMemo(() => {
    if (!listed || !photographed || !consultas) return undefined;
    const asked = summarizeConsultas(consultas.tree, consultas.today, CONSULTAS_DAYS, Infinity).topProducts;
    return productsWithoutPhoto(listed, photographed, asked);
  }, [listed, photographed, consultas]);

  let body;
  if (failed || listedRead.status === 'error') {
    body = (
      <RetryAlert
        message={LOAD_ERROR}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else if (!missing) {
    body = <LoadingStatus label="Cargando productos sin foto…" />;
  } else if (missing.length === 0) {
    body = <p>Todos los productos publicados tienen foto.</p>;
  } else {
    body = (
      <>
        <p className={styles.note}>
          {countOf(missing.length, 'producto publicado', 'productos publicados')} sin foto, primero los más consultados
          en los últimos {CONSULTAS_DAYS} días. Entrá a cada uno para agregarle la foto.
        </p>
        <ol>
          {missing.slice(0, shown).map((product) => (
            <li key={product.key}>
              <a href={product.path}>{product.nombre}</a> <span className={styles.code}>(art. {product.key})</span>:{' '}
              {consultasCount(product.consultas)}
            </li>
          ))}
        </ol>
        {missing.length > shown && (
          <p>
            <button type="button" className={styles.button} onClick={() => setShown((n) => n + PAGE)}>
              Ver {formatInteger(Math.min(PAGE, missing.length - shown))} más
            </button>
          </p>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="productos-sin-foto" className={styles.panel}>
      <h2 id="productos-sin-foto">Productos sin foto</h2>
      {body}
    </section>
  );
}
