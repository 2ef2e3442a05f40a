/**
 * The local Realtime Database: firebase-server enforcing database.rules.json through targaryen, seeded in
 * memory with the demo data (the price list through the import's code). The same port answers the import's
 * admin endpoint (not bound by the rules, like the Admin SDK; local-guards.ts) and a visitor's REST
 * reads and updates under the rules. FRIO_CATALOGUE_SIZE scales the catalogue (benchmarks).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { backendPorts } from '@frio/tooling/units';
import { generateProducts } from './catalogue-generator.ts';
import { demoAccounts, demoApprovedRequests, demoProjectId, demoRequests, demoTechnicians } from './demo-data.ts';
import { catalogueTree } from '@frio/shared/catalogue/import';
import { ADMIN_HEADER, ADMIN_PREFIX } from './import/targets.ts';
import { timingSafeEqual } from 'node:crypto';
import { ADMIN_SECRET_HEADER, backendHost, createAdminSecret, originAllowed, verifyIdToken } from './local-guards.ts';
import { serveConnections } from './database-connection.ts';
import {
  body,
  restPatch,
  restRead,
  send,
  type FirebaseServerInstance,
  type TargaryenDatabase,
} from './database-rest.ts';

const require = createRequire(import.meta.url);
const FirebaseServer = require('firebase-server') as new (
  options: { server: ReturnType<typeof createServer> },
  name: string,
  data: unknown,
) => FirebaseServerInstance;

export const rulesPath = fileURLToPath(new URL('../../database.rules.json', import.meta.url));

export function loadRules(): unknown {
  return JSON.parse(readFileSync(rulesPath, 'utf8'));
}

/** FRIO_CATALOGUE_SKEW=cobre:0.4 gives one rubro 40 % of the products (benchmarks). */
function skewFromEnv(value = process.env.FRIO_CATALOGUE_SKEW) {
  const [term, share] = value?.split(':') ?? [];
  return term && share ? { term, share: Number(share) } : undefined;
}

/** A fixed stamp for the demo seed, so the listing's date does not change with every restart. */
export const DEMO_UPDATED_AT = Date.UTC(2026, 10, 2, 12, 0, 0);

export function seedData(catalogueSize?: number) {
  const products = generateProducts({ count: catalogueSize, skew: skewFromEnv() });
  const tree = catalogueTree(products, DEMO_UPDATED_AT);
  return {
    ...tree,
    tecnicos: demoTechnicians,
    cuentas: demoAccounts,
    solicitudes: { ...demoRequests, ...demoApprovedRequests },
  };
}

/**
 * targaryen's `as(null)` keeps the auth of the database it is called on, and firebase-server keeps the
 * database of the last write, with its writer's auth: after the owner wrote, a client without a session
 * would be judged as the owner. Here `as(null)` means "no auth".
 */
function fixVisitorAuth(database: TargaryenDatabase): void {
  type Options = { rules: unknown; data: unknown; auth: unknown; now?: number };
  const Database = database.constructor as new (options: Options) => TargaryenDatabase;
  const prototype = Database.prototype as TargaryenDatabase & { with(updates: Partial<Options>): TargaryenDatabase };
  if ((prototype as { frioVisitorAuth?: boolean }).frioVisitorAuth) return;
  Object.assign(prototype, {
    frioVisitorAuth: true,
    as(this: TargaryenDatabase & { timestamp: number }, auth: unknown) {
      return auth == null
        ? new Database({ rules: this.rules, data: this.root, auth: null, now: this.timestamp })
        : prototype.with.call(this, { auth });
    },
  });
}

/** Changes `tree` in place. */
function applyUpdate(tree: unknown, update: Record<string, unknown>): unknown {
  const root: Record<string, unknown> = { value: tree ?? null };
  for (const [path, value] of Object.entries(update)) {
    const keys = ['value', ...path.split('/').filter(Boolean)];
    let node = root;
    for (const key of keys.slice(0, -1)) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1]!;
    if (value === null) delete node[last];
    else node[last] = value;
  }
  return root.value ?? null;
}

/** Compared in constant time. */
function hasAdminSecret(request: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(String(request.headers[ADMIN_SECRET_HEADER] ?? ''));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function httpHandler(getServer: () => FirebaseServerInstance, adminSecret: string) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname.endsWith('.json') && !url.pathname.startsWith(ADMIN_PREFIX)) {
      await restRead(getServer(), url.pathname, response, request.headers['accept-encoding']).catch((error: unknown) =>
        send(response, 400, { error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    const isPatch =
      request.method === 'PATCH' ||
      (request.method === 'POST' && url.searchParams.get('x-http-method-override') === 'PATCH');
    if (isPatch && url.pathname.endsWith('.json') && !url.pathname.startsWith(ADMIN_PREFIX)) {
      await restPatch(getServer(), url.pathname, request, response).catch((error: unknown) =>
        send(
          response,
          400,
          { error: error instanceof Error ? error.message : String(error) },
          { 'access-control-allow-origin': '*' },
        ),
      );
      return;
    }
    if (
      !url.pathname.startsWith(`${ADMIN_PREFIX}/`) ||
      request.headers[ADMIN_HEADER] !== '1' ||
      !hasAdminSecret(request, adminSecret)
    ) {
      send(response, 404, { error: 'not found' });
      return;
    }
    const server = getServer();
    try {
      if (request.method === 'GET' && url.pathname === `${ADMIN_PREFIX}/catalogue`) {
        const [productos, catalogo, privado] = await Promise.all(
          ['productos', 'catalogo', 'privado'].map(async (path) =>
            (await server.baseRef.child(path).once('value')).val(),
          ),
        );
        send(response, 200, { productos, catalogo, privado });
      } else if (request.method === 'GET' && url.pathname === `${ADMIN_PREFIX}/read`) {
        const path = url.searchParams.get('path') ?? '';
        send(response, 200, { value: (await server.baseRef.child(path).once('value')).val() });
      } else if (request.method === 'POST' && url.pathname === `${ADMIN_PREFIX}/update`) {
        const update = (await body(request)) as Record<string, unknown>;
        // The whole body has arrived and parsed before anything is applied: a dropped connection applies nothing.
        // The rules engine's copy is rebuilt first (merging path by path copies the whole collection for
        // every path: minutes for a 20,000-row price list), so the listeners it no longer allows (a
        // technician revoked in this update) are cancelled before the store sends the new data.
        server.targaryen = server.targaryen.with({
          data: applyUpdate(await server.getValue(), update),
          now: Date.now(),
        });
        // The internal client is offline: the write applies locally at once and its promise never settles.
        void server.baseRef.update(update);
        send(response, 200, { ok: true });
      } else {
        send(response, 404, { error: 'not found' });
      }
    } catch (error) {
      send(response, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}

/** `authPort`: the Auth emulator that vouches for ID tokens (local-guards.ts). */
export async function startDatabase(
  port: number = backendPorts.database,
  data: unknown = seedData(),
  { authPort = backendPorts.auth, host = backendHost() }: { authPort?: number; host?: string } = {},
) {
  const adminSecret = createAdminSecret(port);
  // The handler runs only once the server below exists.
  const http = createServer((request, response) => void httpHandler(() => server, adminSecret)(request, response));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, resolve);
  });
  const server = new FirebaseServer({ server: http }, demoProjectId, data);
  server.setRules(loadRules());
  fixVisitorAuth(server.targaryen);
  serveConnections(server, (token) => verifyIdToken(token, authPort, demoProjectId));
  // ws reads its options at each handshake: a page of another site is refused before any message.
  server.wss.options.verifyClient = ({ origin }: { origin?: string }) => originAllowed(origin, host);
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    await new Promise((resolve) => http.close(resolve));
  };
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = backendPorts.database;
  const size = process.env.FRIO_CATALOGUE_SIZE ? Number(process.env.FRIO_CATALOGUE_SIZE) : undefined;
  const server = await startDatabase(port, seedData(size));
  console.log(
    `Realtime Database (firebase-server) on ws://${backendHost()}:${port}, ${size ?? 'demo'} products, rules enforced`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
