/**
 * Reads the WhatsApp consultation counters (`consultas`, owner only) and the names of the products most
 * asked about (`productos/<id>/nombre`, public) for the owner's Consultas page.
 */
import { CONSULTAS_PATH } from '@frio/shared/consultas';
import { countOf } from '@frio/shared/format';

export const READ_TIMEOUT_MS = 10_000;

/** The days the owner's panels count consultations over (the last 30, today included). */
export const CONSULTAS_DAYS = 30;

/** "1 consulta", "1.234 consultas". */
export const consultasCount = (n: number): string => countOf(n, 'consulta', 'consultas');

export async function database() {
  const { getFirebaseDatabase, loadDatabaseSdk } = await import('@frio/shared/firebase');
  const [db, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
  return { db, sdk };
}

/**
 * Calls `onTree` with the days of `consultas` from `firstDay` on, now and on every new count; `onError`
 * when they cannot be read. Only those days: the tree grows by a day every day, for ever, and the panel
 * shows the last 30 (day keys are numbers, so the key order is the days' order).
 */
export async function watchConsultas(
  firstDay: number,
  onTree: (tree: unknown) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { db, sdk } = await database();
  const days = sdk.query(sdk.ref(db, CONSULTAS_PATH), sdk.orderByKey(), sdk.startAt(String(firstDay)));
  return sdk.onValue(days, (snapshot) => onTree(snapshot.val()), onError);
}

/** The names of these article ids (an id without a readable name is left out). */
export async function productNames(ids: string[]): Promise<Record<string, string>> {
  const { readOnce } = await import('@frio/shared/firebase');
  const names = await Promise.all(
    ids.map((id) => readOnce(`productos/${id}/nombre`, { timeoutMs: READ_TIMEOUT_MS }).catch(() => undefined)),
  );
  return Object.fromEntries(
    ids.flatMap((id, i) => {
      const name = names[i];
      return typeof name === 'string' && name.trim() ? [[id, name.trim()]] : [];
    }),
  );
}
