/**
 * A kept list well over the database's 10 MB per string, against the real local database
 * (firebase-server enforcing database.rules.json, database-server.ts). A catalogue of 34,000 generated
 * articles, each with an ERP description of a few lines, keeps about 14 MB of text: Publicar over it (the
 * back-office's update: the three halves and the kept list, in one update) is accepted by the rules from
 * the owner and from no one else, and Deshacer (the command's, `--deshacer`) brings it back exactly.
 * Fewer, longer articles than the 60,000 bare ones that make the same size: the local database's cost is
 * per article. It runs in the `slow` project (vitest.config.ts), alone, with that project's timeouts.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTree } from '@frio/shared/catalogue/import';
import { KEPT_LIST_PARTS, keepUpdate, keptListOf, KEPT_SUMMARY_PATH } from '@frio/shared/catalogue/kept-lists';
import { TEXT_PART_LENGTH } from '@frio/shared/catalogue/text-parts';
import { generateProducts } from '../catalogue-generator.ts';
import { startDatabase } from '../database-server.ts';
import { undoLastPublish } from './run-undo.ts';
import { localTarget } from './targets.ts';

const ARTICLES = 34_000;
const OLD_STAMP = Date.UTC(2026, 10, 1, 12);
const PUBLISHED = OLD_STAMP + 60_000;
const UNDONE = OLD_STAMP + 120_000;

const owner = { uid: 'dueno', token: { admin: true, email: 'dueno@demo.frio', email_verified: true } };
const technician = { uid: 'tecnico', token: { email: 'tecnico@demo.frio', email_verified: true } };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const older = generateProducts({ count: ARTICLES }).map((product) => ({
  ...product,
  descripcion: `${product.descripcion}. Artículo de línea para refrigeración comercial, transporte de frío y aire acondicionado; consultar ficha técnica del fabricante, garantía y disponibilidad por depósito.`,
}));
// The list published over it: every price changed.
const newer = older.map((product) => ({
  ...product,
  lista1: Math.round(product.lista1 * 1.1),
  lista2: Math.round(product.lista2 * 1.1),
}));

let server: Awaited<ReturnType<typeof startDatabase>>;
let target: ReturnType<typeof localTarget>;
beforeAll(async () => {
  const port = await freePort();
  // No Auth emulator: nothing here signs in (the rules are asked through the server's own engine, below).
  server = await startDatabase(port, catalogueTree(older, OLD_STAMP), { authPort: port, host: '127.0.0.1' });
  target = localTarget(`http://127.0.0.1:${port}?ns=demo-frio`);
});
afterAll(async () => {
  await server?.close();
});

describe('a kept list over 10 MB', () => {
  it('is kept in parts the rules accept from the owner only, and Deshacer brings the catalogue back exactly', async () => {
    const before = await target.readCurrent();

    // Publicar, as the back-office writes it (price-list-data.ts): the new catalogue and the one it
    // replaces, kept in parts, each within the rules' bound, together well over one string's 10 MB.
    const tree = catalogueTree(newer, PUBLISHED);
    const keep = keepUpdate(keptListOf(before), await target.read(KEPT_SUMMARY_PATH), PUBLISHED);
    const parts = keep['respaldos/listas/1'] as string[];
    expect(parts.join('').length).toBeGreaterThan(12_000_000);
    expect(parts.length).toBeLessThanOrEqual(KEPT_LIST_PARTS);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(TEXT_PART_LENGTH);
    const publish = { productos: tree.productos, catalogo: tree.catalogo, privado: tree.privado, ...keep };

    // The rules, as the server applies them to a client's update (database.rules.json through targaryen).
    const allowed = (auth: unknown, update: Record<string, unknown>) =>
      server.targaryen.as(auth).update('/', update, PUBLISHED).allowed;
    expect(allowed(owner, publish)).toBe(true);
    expect(allowed(technician, publish)).toBe(false);
    expect(allowed(null, publish)).toBe(false);
    const withList = (list: unknown) => ({ ...keep, 'respaldos/listas/1': list });
    expect(allowed(owner, withList(parts.join('')))).toBe(false); // one string: refused
    expect(allowed(owner, withList([...parts, 'x'.repeat(TEXT_PART_LENGTH + 1)]))).toBe(false);
    expect(allowed(owner, withList([...parts, 7]))).toBe(false);
    const bound = Array.from({ length: KEPT_LIST_PARTS }, (_, index) => parts[index % parts.length]!);
    expect(allowed(owner, withList(bound))).toBe(true);
    expect(allowed(owner, withList([...bound, '[']))).toBe(false);

    await target.apply(publish);
    expect(await target.read('respaldos/listas/1')).toEqual(parts);
    expect(await target.read('respaldos/resumen/1')).toEqual({
      guardado: PUBLISHED,
      fecha: OLD_STAMP,
      articulos: ARTICLES,
    });
    expect(((await target.readCurrent()).catalogo as { actualizado: number }).actualizado).toBe(PUBLISHED);

    const undone = await undoLastPublish(target, { now: UNDONE });
    expect(undone).toMatchObject({ status: 'undone', kept: { slot: '1', articulos: ARTICLES } });
    expect(undone.status === 'undone' && undone.changed).toHaveLength(ARTICLES);
    expect(await target.readCurrent()).toEqual({
      ...before,
      catalogo: { ...(before.catalogo as object), actualizado: UNDONE },
    });
    expect(await target.read('respaldos')).toBeNull();
  });
});
