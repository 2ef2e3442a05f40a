/**
 * The local database's catalogue, changed the way the owner changes it: through the catalogue
 * import's writer (its admin endpoint on the local backend). Tests that need other data write it and
 * put the demo catalogue back afterwards.
 */
import { generateProducts } from '../../backend/src/catalogue-generator.ts';
import { DEMO_UPDATED_AT } from '../../backend/src/database-server.ts';
import { planSync } from '@frio/shared/catalogue/import';
import { localTarget } from '../../backend/src/import/targets.ts';

export const catalogueTarget = localTarget();

/** Writes any paths as they are (e.g. malformed records an older database may hold). */
export async function writePaths(update: Record<string, unknown>): Promise<void> {
  await catalogueTarget.apply(update);
}

/**
 * Adds records to stored derived lists (listing-codec.ts's JSON string) as they are, malformed ones
 * included (what a foreign or older writer could leave): rows of the list's own columns, appended.
 */
export async function appendToStoredLists(
  records: Record<string, Record<string, unknown>>,
  lists: Record<string, string[]>,
) {
  const { catalogo } = (await catalogueTarget.readCurrent()) as { catalogo: { listas: Record<string, string> } };
  const update: Record<string, unknown> = {};
  for (const [rubro, keys] of Object.entries(lists)) {
    const stored = JSON.parse(catalogo.listas[rubro]!) as { campos: string[]; filas: unknown[][] };
    for (const key of keys)
      stored.filas.push([key, ...stored.campos.slice(1).map((field) => records[key]![field] ?? null)]);
    update[`catalogo/listas/${rubro}`] = JSON.stringify(stored);
  }
  await writePaths(update);
}

/** The database back to the demo seed, stamp included, with no kept lists. */
export async function restoreDemoCatalogue(): Promise<void> {
  const plan = planSync(await catalogueTarget.readCurrent(), generateProducts(), DEMO_UPDATED_AT);
  // The kept lists (Deshacer) go too: the next test starts with none.
  const update = { ...plan.update, 'catalogo/actualizado': DEMO_UPDATED_AT, respaldos: null };
  await catalogueTarget.apply(update);
}
