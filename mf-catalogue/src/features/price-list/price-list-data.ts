/**
 * Touches the Realtime Database and the worker for the back-office's price list: read what the
 * database holds, analyse a file off the main thread, publish the whole catalogue in one update.
 * The rules let only the owner write `productos`, `catalogo` and `privado` (database.rules.json).
 */
import { withTimeout } from '@frio/shared/timeout';
import type { CurrentCatalogue } from '@frio/shared/catalogue/import';
import type { Analysis, CatalogueTree } from './analyse.ts';

const READ_TIMEOUT_MS = 20_000;
const PUBLISH_TIMEOUT_MS = 60_000;

export class PriceListError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PriceListError';
  }
}

async function database() {
  const { getFirebaseDatabase, loadDatabaseSdk } = await import('@frio/shared/firebase');
  const [db, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
  return { db, sdk };
}

/** What the preview compares with: the products, their technician prices and the stamp. */
export async function readCurrentCatalogue(): Promise<CurrentCatalogue & { updatedAt: number | null }> {
  const { db, sdk } = await database();
  // A one-time listener, not get(): firebase-server (the local backend) answers listens only.
  const read = (path: string) =>
    new Promise<unknown>((resolve, reject) => {
      sdk.onValue(sdk.ref(db, path), (snapshot) => resolve(snapshot.val()), reject, { onlyOnce: true });
    });
  const [productos, precios, actualizado] = await withTimeout(
    Promise.all([read('productos'), read('privado/precios'), read('catalogo/actualizado')]),
    READ_TIMEOUT_MS,
    () => new PriceListError('No hubo respuesta de la base de datos.'),
  );
  return {
    productos,
    privado: { precios },
    catalogo: { actualizado },
    updatedAt: typeof actualizado === 'number' ? actualizado : null,
  };
}

/** Reads and checks the file in a worker, with the command's code. */
export async function analyseInWorker(file: File, current: CurrentCatalogue, now: number): Promise<Analysis> {
  // Inline: the remote's code comes from another origin than the page, where `new Worker(url)` is refused;
  // a blob: worker is allowed by the CSP's worker-src. Loaded when a file is picked (about 33 KB brotli,
  // the parser included), so the page itself stays small.
  const [{ default: PriceListWorker }, buffer] = await Promise.all([
    import('./price-list.worker.ts?worker&inline'),
    file.arrayBuffer(),
  ]);
  return new Promise<Analysis>((resolve, reject) => {
    const worker = new PriceListWorker();
    worker.onmessage = (event: MessageEvent<{ ok: true; analysis: Analysis } | { ok: false; message: string }>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.analysis);
      else reject(new PriceListError(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new PriceListError(event.message || 'No se pudo leer el archivo.'));
    };
    const bytes = new Uint8Array(buffer);
    worker.postMessage({ fileName: file.name, bytes, current, now }, [bytes.buffer]);
  });
}

/**
 * The whole catalogue in one update of three paths (`productos`, `catalogo`, `privado` replaced): the
 * database applies it whole or not at all. Three subtrees, not one path per article: the local database
 * checks rules and copies data per path. Sent only while the database is connected; rejects with a
 * Spanish message that says whether anything may still change.
 */
export async function publishCatalogue(tree: CatalogueTree, now = Date.now()): Promise<number> {
  const { updateWhenConnected, DatabaseWriteError } = await import('@frio/shared/firebase');
  const catalogo = { ...tree.catalogo, actualizado: now };
  try {
    await updateWhenConnected(
      () => ({ productos: tree.productos, catalogo, privado: tree.privado }),
      PUBLISH_TIMEOUT_MS,
    );
  } catch (error) {
    if (error instanceof DatabaseWriteError && error.reason === 'offline') {
      throw new PriceListError(
        'No hay conexión con la base de datos. No se cambió nada; podés volver a tocar Publicar.',
        error,
      );
    }
    if (error instanceof DatabaseWriteError) {
      throw new PriceListError(
        'La base de datos no confirmó la lista a tiempo. Si la conexión vuelve, se publica completa (nunca a medias); revisá la fecha de la lista antes de volver a tocar Publicar.',
        error,
      );
    }
    throw new PriceListError('La base de datos no aceptó la lista (¿ingresaste con la cuenta del dueño?).', error);
  }
  return now;
}
