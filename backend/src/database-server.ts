/**
 * The local Realtime Database: firebase-server (wire protocol over WebSocket) enforcing
 * database.rules.json through targaryen, seeded in memory with the demo catalogue and the demo
 * technician's profile. FRIO_CATALOGUE_SIZE scales the catalogue (benchmarks); FRIO_DB_PORT moves it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { backendPorts } from '@frio/tooling/units';
import { generateCatalogue } from './catalogue-generator.ts';
import { demoProjectId, demoTechnician } from './demo-data.ts';

const require = createRequire(import.meta.url);
const FirebaseServer = require('firebase-server') as new (
  options: { port: number; host?: string },
  name: string,
  data: unknown,
) => { setRules(rules: unknown): void; close(): Promise<void>; getValue(): Promise<unknown> };

export const rulesPath = fileURLToPath(new URL('../../database.rules.json', import.meta.url));

export function loadRules(): unknown {
  return JSON.parse(readFileSync(rulesPath, 'utf8'));
}

/** FRIO_CATALOGUE_SKEW=cobre:0.4 gives one rubro 40 % of the products (benchmarks). */
function skewFromEnv(value = process.env.FRIO_CATALOGUE_SKEW) {
  const [term, share] = value?.split(':') ?? [];
  return term && share ? { term, share: Number(share) } : undefined;
}

export function seedData(catalogueSize?: number) {
  return {
    productos: generateCatalogue({ count: catalogueSize, skew: skewFromEnv() }),
    usuarios: { [demoTechnician.uid]: { tipoPrecio: demoTechnician.tipoPrecio, nombre: demoTechnician.displayName } },
  };
}

export function startDatabase(port: number = backendPorts.database, data: unknown = seedData()) {
  const server = new FirebaseServer({ port }, demoProjectId, data);
  server.setRules(loadRules());
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.FRIO_DB_PORT ?? backendPorts.database);
  const size = process.env.FRIO_CATALOGUE_SIZE ? Number(process.env.FRIO_CATALOGUE_SIZE) : undefined;
  const server = startDatabase(port, seedData(size));
  console.log(
    `Realtime Database (firebase-server) on ws://localhost:${port}, ${size ?? 'demo'} products, rules enforced`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
