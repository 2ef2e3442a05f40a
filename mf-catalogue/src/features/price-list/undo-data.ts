/**
 * Deshacer la última publicación, against the database: the kept lists' summaries as they change, and
 * the last one written back whole (kept-lists.ts), derived in the worker the way a publish derives a list.
 */
import {
  dropKept,
  KEPT_LIST_PATH,
  KEPT_SUMMARY_PATH,
  latestKept,
  type KeptSummary,
} from '@frio/shared/catalogue/kept-lists';
import type { CatalogueTree } from './analyse.ts';
import { inWorker, PriceListError, readBeforeWriting, writeCatalogue } from './price-list-data.ts';

const KEPT_LIST_TIMEOUT_MS = 30_000;

/** Follows the list Deshacer would bring back (null: none kept); returns the unsubscribe. */
export const watchLatestKept = async (
  onChange: (latest: KeptSummary | null) => void,
  onError: (error: unknown) => void,
) =>
  (await import('@frio/shared/firebase')).subscribe(KEPT_SUMMARY_PATH, (value) => onChange(latestKept(value)), onError);

/** Writes `expected` back, the catalogue, its derived lists and a new stamp, and frees its slot, in one update. */
export async function restoreKept(expected: KeptSummary, now = Date.now()): Promise<number> {
  const [summaries] = await readBeforeWriting([KEPT_SUMMARY_PATH], 'Deshacer');
  const latest = latestKept(summaries);
  if (latest?.slot !== expected.slot || latest.guardado !== expected.guardado)
    throw new PriceListError(
      'Las publicaciones guardadas cambiaron mientras confirmabas. No se cambió nada: revisá qué vuelve y probá de nuevo.',
    );
  // A kept list of 20,000 articles is a few MB: more time than for the summary.
  // With the records it replaces: the photo stamps the owner added stay with their articles.
  const [kept, before] = await readBeforeWriting(
    [`${KEPT_LIST_PATH}/${expected.slot}`, 'productos'],
    'Deshacer',
    KEPT_LIST_TIMEOUT_MS,
  );
  const tree = await inWorker<CatalogueTree>({ kind: 'restore', kept, before, now });
  const catalogo = { ...tree.catalogo, actualizado: now };
  await writeCatalogue(
    { productos: tree.productos, catalogo, privado: tree.privado, ...dropKept(expected.slot) },
    'Deshacer',
  );
  return now;
}
