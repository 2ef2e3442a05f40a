import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, writeFixtures, type FixtureFiles } from './fixtures.ts';
import { decodeText, parseCsvText, RefusedFileError, validateTable } from '@frio/shared/catalogue/import';
import { readTable } from './read-table.ts';

let dir: string;
let files: FixtureFiles;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'frio-import-'));
  files = await writeFixtures(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM, and Windows-1252', () => {
    expect(decodeText(Buffer.from('\uFEFFCAÑO', 'utf8'))).toEqual({ text: 'CAÑO', encoding: 'UTF-8' });
    expect(decodeText(Buffer.from('VÁLVULA', 'utf8'))).toEqual({ text: 'VÁLVULA', encoding: 'UTF-8' });
    expect(decodeText(Buffer.from([0x43, 0x41, 0xd1, 0x4f, 0x20, 0x80]))).toEqual({
      text: 'CAÑO €',
      encoding: 'Windows-1252',
    });
  });
});

describe('parseCsvText', () => {
  it('takes the delimiter from the header line and numbers the lines of the file', () => {
    const table = parseCsvText('id;nombre;lista1\n1;"CAÑO; 1/2";1.234,50\n\n2;CODO;10\n');
    expect(table.header).toEqual(['id', 'nombre', 'lista1']);
    expect(table.decimalMark).toBe(',');
    expect(table.rows).toEqual([
      { line: 2, cells: ['1', 'CAÑO; 1/2', '1.234,50'] },
      { line: 4, cells: ['2', 'CODO', '10'] },
    ]);
    expect(parseCsvText('id,nombre\n1,"A, B"\n').rows[0]!.cells).toEqual(['1', 'A, B']);
  });
  it('refuses what is not a table', () => {
    expect(() => parseCsvText('Hola, te paso la lista "de precios\n')).toThrow(RefusedFileError);
    expect(() => parseCsvText('')).toThrow(/vacío/);
  });
});

describe('readTable: every format gives the same products', () => {
  it.each(['utf8Comma', 'win1252Semicolon', 'xlsx'] as const)('%s', async (name) => {
    const table = await readTable(files[name]);
    const { products, rejected, read } = validateTable(table);
    expect(rejected).toEqual([]);
    expect(read).toBe(fixtureProducts.length);
    expect(products).toEqual(fixtureProducts);
  });

  it('says what it detected', async () => {
    expect((await readTable(files.utf8Comma)).format).toBe('CSV (separador ",", UTF-8)');
    expect((await readTable(files.win1252Semicolon)).format).toBe('CSV (separador ";", Windows-1252)');
    expect((await readTable(files.xlsx)).format).toBe('Excel (.xlsx)');
  });

  it('refuses other kinds of file, and a .xlsx that is not one', async () => {
    const pdf = path.join(dir, 'lista.pdf');
    await writeFile(pdf, '%PDF-1.4');
    await expect(readTable(pdf)).rejects.toThrow(/\.csv o \.xlsx/);
    const fakeXlsx = path.join(dir, 'falso.xlsx');
    await writeFile(fakeXlsx, 'id,nombre\n1,x\n');
    // In Spanish only: the reader's own (English) error is not the owner's message.
    await expect(readTable(fakeXlsx)).rejects.toThrow(
      /^El archivo no es una tabla de productos: no se pudo leer como Excel \(\.xlsx\); guardalo de nuevo como \.xlsx o \.csv e intentá otra vez$/,
    );
    const unclosed = path.join(dir, 'comillas.csv');
    await writeFile(unclosed, 'id,nombre,precio\n1,caño,10\n2,"válvula,20\n3,gas,30\n');
    await expect(readTable(unclosed)).rejects.toThrow(
      /^El archivo no es una tabla de productos: no se pudo leer como CSV cerca de la línea \d+ \(¿unas comillas sin cerrar\?\)$/,
    );
    const binary = path.join(dir, 'binario.csv');
    await writeFile(binary, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]));
    await expect(readTable(binary)).rejects.toThrow(/binario/);
    await expect(readTable(files.notATable)).rejects.toThrow(/no es una tabla/);
  });
});
