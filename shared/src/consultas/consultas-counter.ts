/**
 * Counts one WhatsApp consultation, loaded only when a WhatsApp link is clicked. One fire-and-forget REST
 * request with `keepalive`; where REST cannot write (App Check on: the request must carry its token) the
 * Database SDK does it.
 */
import { CONSULTAS_PATH, consultationCounters } from './consultas.ts';
import { getFirebaseDatabase, loadDatabaseSdk, publicRestUrl } from '../firebase/client.ts';

/** The Realtime Database's server-side increment, as its REST API takes it. */
const PLUS_ONE = { '.sv': { increment: 1 } };

/**
 * Adds one to today's counters of the page and of each product named (a PRODUCT_ATTRIBUTE value).
 * Resolves when sent (or failed).
 */
export async function countConsultation(pathname: string, products?: string | null, now = Date.now()): Promise<void> {
  const { day, counters } = consultationCounters(pathname, products, now);
  const path = `${CONSULTAS_PATH}/${day}`;
  try {
    const url = await publicRestUrl(path);
    if (url) {
      const patch: Record<string, unknown> = { dia: day };
      for (const counter of counters) patch[counter] = PLUS_ONE;
      // POST with the method override and a text body: a "simple" cross-origin request, no preflight,
      // which keepalive lets finish after the page is left.
      const target = new URL(url);
      target.searchParams.set('x-http-method-override', 'PATCH');
      const response = await fetch(target, { method: 'POST', body: JSON.stringify(patch), keepalive: true });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return;
    }
    const [db, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
    const patch: Record<string, unknown> = { dia: day };
    for (const counter of counters) patch[counter] = sdk.increment(1);
    await sdk.update(sdk.ref(db, path), patch);
  } catch (error) {
    // A counter that was not written never bothers the visitor: the chat opens all the same.
    console.info('[consultas] no se pudo contar la consulta', error);
  }
}
