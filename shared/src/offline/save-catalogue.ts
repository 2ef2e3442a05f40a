/**
 * "Usar sin conexión": saves the public catalogue into the service worker's cache, loaded only on the
 * press: the documents, the files they and each remote's manifest name, and the database answers a page
 * reads, under their REST addresses. Online the worker still takes them from the network; it answers from
 * here only when the network fails. A technician's list 2 goes to IndexedDB, never to that cache
 * (technician-list.ts). A save over an existing copy stages, and replaces the copy only once whole (the
 * marker last): a save cut short leaves the old copy, and nothing half-saved is shown as saved.
 */
import { savedCatalogueKey, savedPagesCache, type SavedCatalogue } from '../site/offline.ts';
import { STAMP_PATH } from '../catalogue/product-read.ts';
import { assetReferences, manifestFiles } from './asset-references.ts';
import { productReads, savedDataPaths, savedDocumentPaths, savedSiteFiles } from './saved-documents.ts';
import { clearSavedTechnicianLists, writeSavedTechnicianList } from './technician-list.ts';
import { sessionLists } from './technician-save.ts';

export interface SaveProgress {
  /** Files saved so far (how many are left is not known: saved scripts and lists name more). */
  done: number;
  bytes: number;
}

/** A whole save: its marker, and whether this account's list 2 was saved with it. */
export interface SaveResult extends SavedCatalogue {
  lista2: boolean;
}

/** A failed save; its message is the Spanish sentence the button shows. */
class SaveCatalogueError extends Error {
  override name = 'SaveCatalogueError';
}

const PARALLEL = 6;
const failed = (message: string, cause?: unknown) => new SaveCatalogueError(message, { cause });
const NO_NETWORK =
  'Se cortó la conexión mientras se guardaba el catálogo. No quedó guardado: probá de nuevo con señal.';
const LISTA2_FAILED =
  'No pudimos leer tus precios de técnico (lista 2), así que el catálogo no quedó guardado. Probá de nuevo en un momento.';

/** Where a save puts what it fetches until it is whole. */
const stagingCache = `${savedPagesCache}-guardando`;

/** One save at a time on this device (two tabs, or the button during a background refresh). */
export const SAVE_LOCK = 'frio-sin-conexion';

export async function saveCatalogue(onProgress: (progress: SaveProgress) => void): Promise<SaveResult> {
  if (typeof caches === 'undefined')
    throw failed('Este navegador no permite guardar el catálogo para usarlo sin conexión.');
  if (!navigator.onLine) throw failed('Sin conexión: conectate para guardar el catálogo.');
  const save = () => saveWhole(onProgress);
  return 'locks' in navigator ? navigator.locks.request(SAVE_LOCK, save) : save();
}

/**
 * A save, under the lock. The first writes straight into the saved cache: there is no copy to keep, and
 * the visitor on the button does not wait for one (at 20,000 articles the copy took as long as the save).
 * A later one, a refresh in the background, stages.
 */
export async function saveWhole(onProgress: (progress: SaveProgress) => void): Promise<SaveResult> {
  const first = (await caches.match(savedCatalogueKey, { cacheName: savedPagesCache })) === undefined;
  const target = first ? savedPagesCache : stagingCache;
  try {
    // What a save cut short (a closed tab) left.
    await Promise.all([caches.delete(stagingCache), first && caches.delete(savedPagesCache)]);
    const stored: string[] = [];
    const saved = await saveInto(await caches.open(target), stored, onProgress);
    if (!first) await replaceSaved(stored);
    return saved;
  } catch (error) {
    await caches.delete(target).catch(() => {});
    if (error instanceof SaveCatalogueError) throw error;
    if (error instanceof DOMException && error.name === 'QuotaExceededError')
      throw failed(
        'No hay lugar en este dispositivo para guardar el catálogo. Liberá espacio y probá de nuevo.',
        error,
      );
    throw failed(
      navigator.onLine ? 'No pudimos guardar el catálogo. Probá de nuevo en un momento.' : NO_NETWORK,
      error,
    );
  }
}

/**
 * The whole staged copy becomes the saved one, its marker last (only local writes: no signal needed).
 * It copies the addresses the save stored, not the staging cache's `keys()`: at 20,000 articles (60,000
 * entries) Chromium refuses to list a cache that large ("operation too large").
 */
async function replaceSaved(stored: readonly string[]): Promise<void> {
  const staging = await caches.open(stagingCache);
  await caches.delete(savedPagesCache);
  const saved = await caches.open(savedPagesCache);
  const copy = async (url: string) => {
    const response = await staging.match(url);
    if (!response) throw new Error(`${url}: not in the staged copy`);
    await saved.put(url, response);
  };
  for (let start = 0; start < stored.length; start += 100)
    await Promise.all(stored.slice(start, start + 100).map(copy));
  await copy(savedCatalogueKey);
  await caches.delete(stagingCache);
}

/** Saves the catalogue into `cache`, each address it stores added to `stored` (the marker last, not listed). */
async function saveInto(
  cache: Cache,
  stored: string[],
  onProgress: (progress: SaveProgress) => void,
): Promise<SaveResult> {
  const { publicRestUrl } = await import('@frio/shared/firebase');
  const restUrl = async (path: string) => {
    const url = await publicRestUrl(path);
    if (!url) throw failed('En este sitio el catálogo no se puede guardar para usar sin conexión.');
    return url;
  };
  const progress = { done: 0, bytes: 0 };
  const report = () => onProgress({ ...progress });

  /** Fetches and saves one address; null when a followed name turned out not to be a file (404). */
  async function save(url: string, init: RequestInit, optional = false): Promise<Response | null> {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      throw failed(NO_NETWORK, error);
    }
    if (!response.ok) {
      if (optional && response.status === 404) return null;
      throw new Error(`${url}: HTTP ${response.status}`);
    }
    const body = await response.clone().blob();
    await cache.put(url, response.clone());
    stored.push(url);
    progress.bytes += body.size;
    return response;
  }

  /** Runs `task` over `items` a few at a time, counting each in the progress. */
  async function each<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        await task(items[next++]!);
        progress.done += 1;
        report();
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  }

  const origin = location.origin;
  const stampUrl = await restUrl(STAMP_PATH);
  const readStamp = async () => {
    const value: unknown = await (await fetch(stampUrl, { cache: 'no-store' })).json();
    if (typeof value !== 'number') throw failed('Todavía no hay una lista de precios publicada para guardar.');
    return value;
  };
  const stamp = await readStamp();

  // What the app reads, and the documents.
  const files = new Map<string, string>(); // a file to follow → the base its `assets/` names are under
  const follow = (text: string, url: string, base: string) => {
    for (const found of assetReferences(text, url, base)) if (!files.has(found)) files.set(found, base);
  };
  await each(savedSiteFiles, (path) => save(`${origin}${path}`, { cache: 'no-store' }));
  await each(savedDocumentPaths(), async (path) => {
    const response = await save(`${origin}${path}`, { cache: 'no-cache' });
    follow(await response!.text(), `${origin}${path}`, `${origin}/`);
  });
  const remotes = (await (await cache.match(`${origin}/remotes.json`))!.json()) as Record<string, string>;
  await each(Object.values(remotes), async (manifestUrl) => {
    const response = await save(new URL(manifestUrl, origin).href, { cache: 'no-store' });
    const listed = manifestFiles(await response!.json(), new URL(manifestUrl, origin).href);
    if (!listed) throw new Error(`${manifestUrl}: not a federation manifest`);
    for (const file of listed.files) if (!files.has(file)) files.set(file, listed.base);
  });

  // The scripts and styles, and the files they name in turn (a remote's lazily loaded chunks).
  const savedFiles = new Set<string>();
  while (savedFiles.size < files.size) {
    const round = [...files.keys()].filter((file) => !savedFiles.has(file));
    round.forEach((file) => savedFiles.add(file));
    await each(round, async (file) => {
      const response = await save(file, {}, true);
      if (response && /\.(js|css)$/.test(new URL(file).pathname)) follow(await response.text(), file, files.get(file)!);
    });
  }

  // The catalogue's data: the listings' and the search's reads, then each product's page reads.
  await each(savedDataPaths(), async (path) => save(await restUrl(path), { cache: 'no-store' }));
  const whole = async (path: string): Promise<unknown> => {
    const response = await fetch(await restUrl(path), { cache: 'no-store' }).catch((error: unknown) => {
      throw failed(NO_NETWORK, error);
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  const [products, related] = await Promise.all([whole('productos'), whole('catalogo/relacionados')]);
  const reads = productReads(products, related);
  for (let start = 0; start < reads.length; start += 200) {
    await Promise.all(
      reads.slice(start, start + 200).map(async ([path, value]) => {
        const body = JSON.stringify(value);
        progress.bytes += body.length;
        const url = await restUrl(path);
        await cache.put(url, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
        stored.push(url);
      }),
    );
    progress.done += Math.min(200, reads.length - start);
    report();
  }

  // A technician's list 2, read with their session (null for anyone else), under the same stamp check.
  const lists = await sessionLists().catch((error: unknown) => {
    throw failed(navigator.onLine ? LISTA2_FAILED : NO_NETWORK, error);
  });

  // One price list throughout: a list published meanwhile would mix two.
  if ((await readStamp()) !== stamp)
    throw failed('La lista de precios cambió mientras se guardaba. Probá de nuevo para guardar la nueva.');
  if (lists) {
    await writeSavedTechnicianList({ ...lists, stamp });
    progress.bytes += JSON.stringify(lists.listas).length;
  } else await clearSavedTechnicianLists().catch(() => {}); // none for this session: none kept from before
  const saved: SavedCatalogue = { stamp, bytes: progress.bytes, savedAt: Date.now() };
  await cache.put(
    savedCatalogueKey,
    new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }),
  );
  return { ...saved, lista2: lists !== null };
}
