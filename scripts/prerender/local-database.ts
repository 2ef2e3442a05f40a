import { seedData, startDatabase } from '../../backend/src/database-server.ts';
import { backendPorts } from '../../tooling/src/units.ts';
import { portOpen } from '../port-open.ts';

/**
 * The rubro documents hold their first rows, read from the database the site names: a local prerender
 * reads the local one. Unless one answers on its port (a running `start`, the bench's), the demo
 * database is started here, seeded as `start` and the tests seed theirs, so the rows and the stamp the
 * documents hold are the ones those will serve. Returns how to stop it.
 */
export async function ensureLocalDatabase(): Promise<() => Promise<void>> {
  const port = backendPorts.database;
  if (await portOpen(port, 500)) return async () => {};
  const server = await startDatabase(port, seedData());
  return () => server.close();
}
