/**
 * The owner's price-list import, end to end: the real `pnpm catalogue:import` against the local
 * backend with files in every format it reads, what the database holds afterwards, files it refuses,
 * and what a visitor's listing shows after one import and after the next.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeListing } from '@frio/shared/catalogue/listing-codec';
import { test, expect } from '../support/site.ts';
import { catalogueTarget, restoreDemoCatalogue, writePaths } from '../support/catalogue-admin.ts';
import { catalogueItems, listingPath, shownIds, shownPrices } from '../support/catalogue-helpers.ts';
import {
  badRowsExpected,
  fixtureProducts,
  fixtureRecords,
  writeFixtures,
  type FixtureFiles,
} from '../../backend/src/import/fixtures.ts';

function runImport(...args: string[]) {
  const result = spawnSync('pnpm', ['--silent', '--dir', '..', 'catalogue:import', ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const esARDate = (stamp: number) =>
  new Intl.DateTimeFormat('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(stamp);

/** The same list a few weeks later: every price up 8 %. */
const repriced = fixtureProducts.map((product) => ({
  ...product,
  lista1: Math.round(product.lista1 * 1.08),
  lista2: Math.round(product.lista2 * 1.08),
}));

test.describe.serial('catalogue import', () => {
  // Each test runs the real command (pnpm, tsx, the import) several times.
  test.describe.configure({ timeout: 120_000 });
  let files: FixtureFiles;
  let later: FixtureFiles;
  let dir: string;
  let demoCatalogue: Awaited<ReturnType<typeof catalogueTarget.readCurrent>>;

  test.beforeAll(async () => {
    await writePaths({ respaldos: null }); // no kept list: each --deshacer below is counted
    demoCatalogue = await catalogueTarget.readCurrent();
    dir = mkdtempSync(path.join(tmpdir(), 'frio-import-e2e-'));
    files = await writeFixtures(path.join(dir, 'hoy'));
    later = await writeFixtures(path.join(dir, 'despues'), repriced);
  });
  test.afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await restoreDemoCatalogue();
  });

  test('a UTF-8 comma file replaces the catalogue; the same list as Windows-1252 ; and as .xlsx changes nothing', async () => {
    // These 8 articles remove the whole demo catalogue: without --permitir-bajas the command
    // says so with the count and writes nothing.
    const demoBefore = await catalogueTarget.readCurrent();
    const listed = Object.keys(demoBefore.productos ?? {}).length;
    const refused = runImport(files.utf8Comma);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `No se escribió nada. Esta lista da de baja ${listed.toLocaleString('es-AR')} de los ${listed.toLocaleString('es-AR')} artículos publicados (más del 10 %).`,
    );
    expect(refused.stderr).toContain('volvé a correr el comando con --permitir-bajas');
    expect(await catalogueTarget.readCurrent()).toEqual(demoBefore);

    const first = runImport(files.utf8Comma, '--permitir-bajas');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Catálogo actualizado.');
    expect(first.stdout).toMatch(
      /Leídas: 8\. Escritas: 8 \(altas 8, cambios 0\)\. Rechazadas: 0\. Dadas de baja: \d+\./,
    );
    expect(first.stdout).toContain('cobre 2,');

    const db = await catalogueTarget.readCurrent();
    // Both halves: the public records without lista2 (a listed one with its rubro), the technician prices apart.
    expect(db.productos).toEqual(fixtureRecords);
    expect((db.privado as { precios: unknown }).precios).toEqual(
      Object.fromEntries(fixtureProducts.map((p) => [p.id, p.lista2])),
    );
    const catalogo = db.catalogo as { listas: Record<string, string>; actualizado: number };
    expect(Object.keys(catalogo.listas).sort()).toEqual(['aceite', 'cobre', 'filtro', 'valv']);
    expect(decodeListing(catalogo.listas.cobre)?.map(([key]) => key)).toEqual(['50001', '50005']);
    expect(Date.now() - catalogo.actualizado).toBeLessThan(60_000);

    for (const file of [files.win1252Semicolon, files.xlsx, files.utf8Comma]) {
      const again = runImport(file);
      expect(again.status, file).toBe(0);
      expect(again.stdout).toContain('Sin cambios: la base ya tiene este catálogo.');
      expect(await catalogueTarget.readCurrent()).toEqual(db);
    }
  });

  test('refused files exit 1 with a Spanish reason and change nothing', async () => {
    const before = await catalogueTarget.readCurrent();
    const cases: Array<[string, RegExp]> = [
      [files.badHeader, /Falta la columna obligatoria lista2/],
      [files.mostlyBad, /Solo 2 de 5 filas son válidas \(menos de la mitad\)/],
      [files.notATable, /no es una tabla de productos/],
      [path.join(path.dirname(files.xlsx), 'no-existe.csv'), /No se encontró el archivo/],
    ];
    for (const [file, reason] of cases) {
      const result = runImport(file);
      expect(result.status, file).toBe(1);
      expect(result.stderr).toMatch(/^Archivo rechazado, no se escribió nada\./);
      expect(result.stderr).toMatch(reason);
    }
    expect(await catalogueTarget.readCurrent()).toEqual(before);
  });

  test('bad rows are reported with their line and reason, and the good rows are kept', async () => {
    const before = await catalogueTarget.readCurrent();
    const result = runImport(files.badRows);
    expect(result.status).toBe(0);
    for (const { line, reason, nombre } of badRowsExpected) {
      const reported = result.stdout.split('\n').find((text) => text.startsWith(`  línea ${line}: `)) ?? '';
      expect(reported).toContain(`línea ${line}: ${reason}`);
      if (nombre) expect(reported).toContain(`(${nombre})`);
    }
    expect(result.stdout).toContain('Rechazadas: 3.');
    expect(await catalogueTarget.readCurrent()).toEqual(before); // its good rows are today's list
  });

  test('--dry-run lists what would change and writes nothing', async () => {
    const before = await catalogueTarget.readCurrent();
    const result = runImport(later.win1252Semicolon, '--dry-run');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Prueba (--dry-run): no se escribió nada.');
    expect(result.stdout).toContain(`cambios (8): ${fixtureProducts.map((p) => p.id).join(', ')}`);
    expect(await catalogueTarget.readCurrent()).toEqual(before);
  });

  test('the listing shows the imported rubro with the inclusion rule and the date; after the next import a reload shows the new prices', async ({
    page,
  }) => {
    await page.goto(listingPath('cobre'));
    // Of the five cobre articles, stock 0, idRubro 7 and idSubrubro 13 are left out (docs/contract.md "The listing").
    await expect.poll(() => shownIds(page)).toEqual(['50001', '50005']);
    const stamp = ((await catalogueTarget.readCurrent()).catalogo as { actualizado: number }).actualizado;
    await expect(page.getByText(`Precios actualizados el ${esARDate(stamp)}`)).toBeVisible();
    expect(await shownPrices(page)).toEqual([98_766, 1_250_000]);

    const result = runImport(later.xlsx);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Escritas: 8 (altas 0, cambios 8)');
    await page.reload();
    await expect(catalogueItems(page)).toHaveCount(2);
    await expect.poll(() => shownPrices(page)).toEqual([repriced[0]!, repriced[4]!].map((p) => Math.round(p.lista1)));
    const newStamp = ((await catalogueTarget.readCurrent()).catalogo as { actualizado: number }).actualizado;
    expect(newStamp).toBeGreaterThan(stamp);
    await expect(page.getByText(`Precios actualizados el ${esARDate(newStamp)}`)).toBeVisible();
  });

  test('--deshacer writes back the list each import replaced, the last first, until none is kept', async ({ page }) => {
    // Kept: the demo catalogue (replaced by the first import) and today's list (replaced by the 8 % dearer one).
    const dearer = await catalogueTarget.readCurrent();
    const dry = runImport('--deshacer', '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(
      /^Prueba \(--dry-run\): no se escribió nada\. Deshacer volvería a la lista publicada el \d\d\/\d\d\/\d{4} a las \d\d:\d\d, con 8 artículos, en base local/,
    );
    expect(await catalogueTarget.readCurrent()).toEqual(dearer);
    expect(runImport('--deshacer', files.utf8Comma).status).toBe(1); // a file and --deshacer: usage, nothing written

    const first = runImport('--deshacer');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Publicación deshecha: volvió la lista publicada el .+, con 8 artículos\./);
    const today = await catalogueTarget.readCurrent();
    expect(today.privado).toEqual(
      expect.objectContaining({ precios: Object.fromEntries(fixtureProducts.map((p) => [p.id, p.lista2])) }),
    );
    await page.goto(listingPath('cobre'));
    await expect.poll(() => shownPrices(page)).toEqual([98_766, 1_250_000]);

    const second = runImport('--deshacer');
    expect(second.status).toBe(0);
    const listed = Object.keys(demoCatalogue.productos ?? {}).length;
    expect(second.stdout).toContain(`con ${listed.toLocaleString('es-AR')} artículos.`);
    const demo = await catalogueTarget.readCurrent();
    expect(demo.productos).toEqual(demoCatalogue.productos);
    expect(demo.privado).toEqual(demoCatalogue.privado);
    const { actualizado: _then, ...derived } = demoCatalogue.catalogo as Record<string, unknown>;
    expect(demo.catalogo).toEqual({ ...derived, actualizado: expect.any(Number) });

    const none = runImport('--deshacer');
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('No hay publicaciones anteriores guardadas: no se cambió nada.');
    expect(await catalogueTarget.readCurrent()).toEqual(demo);
  });
});
