/**
 * The back-office's price list against the database and the worker. The rules let only the owner write
 * `productos`, `catalogo`, `privado` and `respaldos` (database.rules.json).
 */
import { withTimeout } from '@frio/shared/timeout';
import type { CurrentCatalogue } from '@frio/shared/catalogue/import';
import { keepUpdate, KEPT_SUMMARY_PATH, type KeptList } from '@frio/shared/catalogue/kept-lists';
import { STAMP_PATH } from '@frio/shared/catalogue/product-read';
import type { Analysis, CatalogueTree } from './analyse.ts';
import type { WorkerRequest } from './price-list.worker.ts';

const READ_TIMEOUT_MS = 20_000;
const PUBLISH_TIMEOUT_MS = 60_000;
const BEFORE_WRITE_TIMEOUT_MS = 8_000;

export class PriceListError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PriceListError';
  }
}

/** One read of each path, at once (`timeoutMs` and `failure`: how long to wait for all, and what to say after). */
async function readPaths(
  paths: string[],
  timeoutMs = READ_TIMEOUT_MS,
  failure = () => new PriceListError('No hubo respuesta de la base de datos.'),
): Promise<unknown[]> {
  const { getFirebaseDatabase, connectDatabaseNow, readOnce } = await import('@frio/shared/firebase');
  await connectDatabaseNow(await getFirebaseDatabase());
  return withTimeout(Promise.all(paths.map((path) => readOnce(path))), timeoutMs, failure);
}

/**
 * Before a write: what it checks is read within the time a write waits for the connection (or `timeoutMs`),
 * else nothing is sent and the page says so.
 */
export const readBeforeWriting = (paths: string[], again: string, timeoutMs = BEFORE_WRITE_TIMEOUT_MS) =>
  readPaths(
    paths,
    timeoutMs,
    () => new PriceListError(`No hay conexión con la base de datos. No se cambió nada; podés volver a tocar ${again}.`),
  );

/** What the preview compares with. */
export async function readCurrentCatalogue(): Promise<CurrentCatalogue & { updatedAt: number | null }> {
  const [productos, precios, actualizado] = await readPaths(['productos', 'privado/precios', STAMP_PATH]);
  return {
    productos,
    privado: { precios },
    catalogo: { actualizado },
    updatedAt: typeof actualizado === 'number' ? actualizado : null,
  };
}

/**
 * A job for the worker, which holds the import's code. Inline: the remote's code comes from another origin
 * than the page, where `new Worker(url)` is refused; a blob: worker is allowed by the CSP's worker-src.
 * Loaded when needed (about 33 KB brotli, the parser included), so the page itself stays small.
 */
export async function inWorker<T>(request: WorkerRequest, transfer: Transferable[] = []): Promise<T> {
  const { default: PriceListWorker } = await import('./price-list.worker.ts?worker&inline');
  return new Promise<T>((resolve, reject) => {
    const worker = new PriceListWorker();
    worker.onmessage = (event: MessageEvent<{ ok: true; result: T } | { ok: false; message: string }>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.result);
      else reject(new PriceListError(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new PriceListError(event.message || 'No se pudo leer el archivo.'));
    };
    worker.postMessage(request, transfer);
  });
}

export async function analyseInWorker(file: File, current: CurrentCatalogue, now: number): Promise<Analysis> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return inWorker<Analysis>({ kind: 'analyse', fileName: file.name, bytes, current, now }, [bytes.buffer]);
}

/**
 * One atomic update, sent only while the database is connected; rejects with a Spanish message that says
 * whether anything may still change (`again`: the button to tap again).
 */
export async function writeCatalogue(update: Record<string, unknown>, again: string): Promise<void> {
  const { updateWhenConnected, DatabaseWriteError } = await import('@frio/shared/firebase');
  try {
    await updateWhenConnected(() => update, PUBLISH_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof DatabaseWriteError && error.reason === 'offline') {
      throw new PriceListError(
        `No hay conexión con la base de datos. No se cambió nada; podés volver a tocar ${again}.`,
        error,
      );
    }
    if (error instanceof DatabaseWriteError) {
      throw new PriceListError(
        `La base de datos no confirmó la lista a tiempo. Si la conexión vuelve, se escribe completa (nunca a medias); revisá la fecha de la lista antes de volver a tocar ${again}.`,
        error,
      );
    }
    throw new PriceListError('La base de datos no aceptó la lista (¿ingresaste con la cuenta del dueño?).', error);
  }
}

/**
 * The whole catalogue in one update of three paths (`productos`, `catalogo`, `privado` replaced): the
 * database applies it whole or not at all. Three subtrees, not one path per article: the local database
 * checks rules and copies data per path. The catalogue it replaces (`kept`, read for the preview) is kept
 * in the same update; if another publish came in between, nothing is written (the rules refuse it too).
 */
export async function publishCatalogue(tree: CatalogueTree, kept: KeptList | null, now = Date.now()): Promise<number> {
  const [stamp, summaries] = await readBeforeWriting([STAMP_PATH, KEPT_SUMMARY_PATH], 'Publicar');
  if (kept && stamp !== kept.fecha)
    throw new PriceListError(
      'La lista publicada cambió desde que elegiste el archivo (otra publicación o el comando de importación). No se cambió nada: elegí el archivo de nuevo para ver qué cambia.',
    );
  const catalogo = { ...tree.catalogo, actualizado: now };
  await writeCatalogue(
    { productos: tree.productos, catalogo, privado: tree.privado, ...keepUpdate(kept, summaries, now) },
    'Publicar',
  );
  return now;
}
