import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTree } from '@frio/shared/catalogue/import';
import { fixtureProducts, writeFixtures, type FixtureFiles } from './fixtures.ts';
import { importFile } from './run-import.ts';
import { undoLastPublish } from './run-undo.ts';
import type { CatalogueTarget } from './targets.ts';

/** A database in memory that applies multi-path updates as the real ones do. */
function memoryTarget(data: Record<string, unknown>) {
  const at = (pathname: string) => {
    let node: unknown = data;
    for (const part of pathname.split('/')) node = (node as Record<string, unknown> | undefined)?.[part];
    return node ?? null;
  };
  const target: CatalogueTarget & { data: Record<string, unknown>; writes: number } = {
    data,
    writes: 0,
    label: 'memoria',
    readCurrent: async () =>
      structuredClone({ productos: at('productos'), catalogo: at('catalogo'), privado: at('privado') }),
    read: async (pathname) => structuredClone(at(pathname)),
    apply: async (update) => {
      target.writes += 1;
      for (const [pathname, value] of Object.entries(update)) {
        const parts = pathname.split('/');
        let node = data;
        for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
        if (value === null) delete node[parts.at(-1)!];
        else node[parts.at(-1)!] = structuredClone(value);
      }
    },
    close: async () => {},
  };
  return target;
}

const older = fixtureProducts.map((product) => ({
  ...product,
  lista1: product.lista1 + 1,
  lista2: product.lista2 + 1,
}));
const OLD_STAMP = Date.UTC(2026, 10, 1, 12);

let dir: string;
let files: FixtureFiles;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'frio-undo-'));
  files = await writeFixtures(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import, then --deshacer', () => {
  it('an import keeps the catalogue it replaces; undo writes it back, derived lists and all, and frees the slot', async () => {
    const before = catalogueTree(older, OLD_STAMP);
    const target = memoryTarget(structuredClone(before) as Record<string, unknown>);
    expect(await undoLastPublish(target)).toEqual({ status: 'nothing-kept' });

    const imported = await importFile(files.utf8Comma, target, { now: OLD_STAMP + 1000 });
    expect(imported.status).toBe('written');
    expect(target.data.respaldos).toMatchObject({
      resumen: { 1: { guardado: OLD_STAMP + 1000, fecha: OLD_STAMP, articulos: older.length } },
      listas: { 1: [expect.any(String)] },
    });

    const dry = await undoLastPublish(target, { dryRun: true, now: OLD_STAMP + 2000 });
    expect(dry).toMatchObject({ status: 'dry-run', kept: { slot: '1', fecha: OLD_STAMP } });
    expect(target.writes).toBe(1);

    const undone = await undoLastPublish(target, { now: OLD_STAMP + 2000 });
    expect(undone).toMatchObject({ status: 'undone', kept: { slot: '1', articulos: older.length } });
    expect(target.writes).toBe(2); // one update: the catalogue and the freed slot together
    const { respaldos, ...catalogue } = target.data;
    expect(catalogue).toEqual({ ...before, catalogo: { ...before.catalogo, actualizado: OLD_STAMP + 2000 } });
    expect(respaldos).toEqual({ listas: {}, resumen: {} });
  });

  it('a kept list that cannot be read is refused whole: nothing written', async () => {
    const target = memoryTarget({
      ...(structuredClone(catalogueTree(older, OLD_STAMP)) as Record<string, unknown>),
      respaldos: { resumen: { 2: { guardado: 5, articulos: 3, fecha: 4 } }, listas: { 2: ['{roto'] } },
    });
    await expect(undoLastPublish(target)).rejects.toThrow('La lista guardada no se pudo leer: no se cambió nada.');
    expect(target.writes).toBe(0);
  });
});
