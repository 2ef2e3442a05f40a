/**
 * Where the import reads the current catalogue and applies its update. Neither is bound by the rules: the
 * local backend's admin endpoint (guarded by a secret, local-guards.ts), or a real project's Admin SDK.
 */
import { readFile } from 'node:fs/promises';
import { backendPorts } from '@frio/tooling/units';
import type { CurrentCatalogue } from '@frio/shared/catalogue/import';
import { ADMIN_SECRET_HEADER, adminSecretFile, readAdminSecret } from '../local-guards.ts';

export interface CatalogueTarget {
  /** For the output: where the catalogue goes. */
  readonly label: string;
  readCurrent(): Promise<CurrentCatalogue>;
  /** Any one path (the kept lists of respaldos/). */
  read(path: string): Promise<unknown>;
  /** One multi-path update, applied atomically. */
  apply(update: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

const LOCAL_DATABASE_URL = `http://localhost:${backendPorts.database}?ns=demo-frio`;
export const ADMIN_PREFIX = '/.frio-admin';
/** A custom header makes a browser preflight the request, which the local server never allows. */
export const ADMIN_HEADER = 'x-frio-admin';

export function localTarget(databaseUrl: string = LOCAL_DATABASE_URL): CatalogueTarget {
  const base = new URL(databaseUrl.replace(/^ws/, 'http'));
  const endpoint = (name: string) => new URL(`${ADMIN_PREFIX}/${name}`, base.origin);
  const call = async (name: string, init: RequestInit = {}) => {
    // Read at each call: the server writes a new secret each time it starts (local-guards.ts).
    const secret = readAdminSecret(Number(base.port));
    if (!secret)
      throw new Error(
        `No encontramos el secreto de la base local en ${base.origin} (${adminSecretFile(Number(base.port))} o ` +
          'FRIO_ADMIN_SECRET): ¿está corriendo `pnpm start` o `pnpm serve`?',
      );
    const headers = { [ADMIN_HEADER]: '1', [ADMIN_SECRET_HEADER]: secret, 'content-type': 'application/json' };
    let response: Response;
    try {
      response = await fetch(endpoint(name), { ...init, headers });
    } catch (error) {
      throw new Error(
        `No se pudo conectar con la base local en ${base.origin} (¿está corriendo \`pnpm start\` o \`pnpm serve\`?): ${
          error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
        }`,
      );
    }
    if (!response.ok) throw new Error(`La base local respondió ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return {
    label: `base local ${base.origin}`,
    readCurrent: async () => (await call('catalogue')) as CurrentCatalogue,
    read: async (path) => ((await call(`read?path=${encodeURIComponent(path)}`)) as { value: unknown }).value,
    apply: async (update) => {
      await call('update', { method: 'POST', body: JSON.stringify(update) });
    },
    close: async () => {},
  };
}

export async function adminTarget(serviceAccountFile: string, databaseUrl?: string): Promise<CatalogueTarget> {
  const serviceAccount = JSON.parse(await readFile(serviceAccountFile, 'utf8')) as { project_id?: string };
  const url = databaseUrl ?? `https://${serviceAccount.project_id}-default-rtdb.firebaseio.com`;
  const { initializeApp, cert, deleteApp } = await import('firebase-admin/app');
  const { getDatabase } = await import('firebase-admin/database');
  const app = initializeApp(
    { credential: cert(serviceAccountFile), databaseURL: url },
    `catalogue-import-${Date.now()}`,
  );
  const db = getDatabase(app);
  return {
    label: `proyecto Firebase ${serviceAccount.project_id ?? ''} (${url})`,
    readCurrent: async () => {
      const [productos, catalogo, privado] = await Promise.all(
        ['productos', 'catalogo', 'privado'].map((path) => db.ref(path).get()),
      );
      return { productos: productos!.val(), catalogo: catalogo!.val(), privado: privado!.val() };
    },
    read: async (path) => (await db.ref(path).get()).val() as unknown,
    apply: (update) => db.ref().update(update),
    close: () => deleteApp(app),
  };
}
