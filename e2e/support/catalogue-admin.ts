/**
 * The local database's catalogue, changed the way the owner changes it: through the catalogue
 * import's writer (its admin endpoint on the local backend). Tests that need other data write it and
 * put the demo catalogue back afterwards.
 */
import { generateProducts } from '../../backend/src/catalogue-generator.ts';
import { DEMO_UPDATED_AT } from '../../backend/src/database-server.ts';
import { planSync } from '../../backend/src/import/catalogue-sync.ts';
import { localTarget } from '../../backend/src/import/targets.ts';

export const catalogueTarget = localTarget();

/** Writes any paths as they are (e.g. malformed records an older database may hold). */
export async function writePaths(update: Record<string, unknown>): Promise<void> {
  await catalogueTarget.apply(update);
}

/** The database back to the demo seed, stamp included. */
export async function restoreDemoCatalogue(): Promise<void> {
  const plan = planSync(await catalogueTarget.readCurrent(), generateProducts(), DEMO_UPDATED_AT);
  const update = { ...plan.update, 'catalogo/actualizado': DEMO_UPDATED_AT };
  await catalogueTarget.apply(update);
}
