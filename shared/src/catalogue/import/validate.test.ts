import { describe, expect, it } from 'vitest';
import type { Cell } from './table.ts';
import { validateTable } from './validate.ts';

const header = [
  'ID',
  'Código',
  'Nombre',
  'Descripción',
  'Stock',
  'Lista 1',
  'Lista 2',
  'Id Rubro',
  'IdSubRubro',
  'Cantidad',
];
const good = (id: number): Cell[] => [
  String(id),
  'DF1',
  `CAÑO DE COBRE ${id}`,
  '',
  '3',
  '1.000,50',
  '900',
  '4',
  '14',
  '',
];
const table = (rows: Cell[][], head: Cell[] = header) => ({
  header: head,
  rows: rows.map((cells, index) => ({ line: index + 2, cells })),
  decimalMark: ',' as const,
});
/** Nine good rows and the row under test, so the file is never refused as mostly bad. */
const withRow = (row: Cell[]) => table([...Array.from({ length: 9 }, (_, i) => good(i + 1)), row]);
const reasonsOf = (row: Cell[]) => validateTable(withRow(row)).rejected.find((r) => r.line === 11)?.reasons;

describe('validateTable: rows', () => {
  it('turns a good row into a product (optional fields only when present)', () => {
    const { products, rejected } = validateTable(table([good(7)]));
    expect(rejected).toEqual([]);
    expect(products).toEqual([
      {
        id: '7',
        codigo: 'DF1',
        nombre: 'CAÑO DE COBRE 7',
        stock: 3,
        lista1: 1000.5,
        lista2: 900,
        idRubro: 4,
        idSubrubro: 14,
      },
    ]);
  });

  it('needs no codigo, descripcion or cantidad columns', () => {
    const head = ['id', 'nombre', 'stock', 'lista1', 'lista2', 'idrubro', 'idsubrubro'];
    const { products } = validateTable(table([['5', 'CODO', '1', '10', '9', '2', '3']], head));
    expect(products).toEqual([{ id: '5', nombre: 'CODO', stock: 1, lista1: 10, lista2: 9, idRubro: 2, idSubrubro: 3 }]);
  });

  it.each([
    ['an empty id', ['', ...good(1).slice(1)], 'falta el id'],
    ['a text id', ['A12', ...good(1).slice(1)], 'el id "A12" no es un número entero positivo'],
    ['a zero id', ['0', ...good(1).slice(1)], 'el id "0" no es un número entero positivo'],
    ['a fractional id', ['12,5', ...good(1).slice(1)], 'el id "12,5" no es un número entero positivo'],
    ['an empty nombre', ['50', 'X', ' ', ...good(1).slice(3)], 'falta el nombre'],
    ['stock as text', ['50', 'X', 'N', '', 'diez', '1', '1', '4', '14', ''], 'stock "diez" no es un número'],
    ['a missing price', ['50', 'X', 'N', '', '1', '', '1', '4', '14', ''], 'falta lista1'],
    ['a negative price', ['50', 'X', 'N', '', '1', '10', '-1', '4', '14', ''], 'lista2 no puede ser negativo (-1)'],
    [
      'a price over a thousand million',
      ['50', 'X', 'N', '', '1', '1234567890123', '1', '4', '14', ''],
      'lista1 1.234.567.890.123 supera el máximo de 1.000.000.000',
    ],
    [
      'an idRubro as text',
      ['50', 'X', 'N', '', '1', '10', '1', 'cuatro', '14', ''],
      'idRubro "cuatro" no es un número',
    ],
    ['an empty idSubrubro', ['50', 'X', 'N', '', '1', '10', '1', '4', '', ''], 'falta idSubrubro'],
    ['a cantidad as text', ['50', 'X', 'N', '', '1', '10', '1', '4', '14', 'x'], 'cantidad "x" no es un número'],
  ] as const)('rejects %s, with the line and the reason', (_label, row, reason) => {
    expect(reasonsOf([...row])).toEqual([reason]);
  });

  it('gives every reason of a row at once', () => {
    expect(reasonsOf(['x', '', '', '', '', '', '', '', '', ''])).toHaveLength(7);
  });

  it('rejects every row of an id that is repeated, naming the other lines', () => {
    const { rejected, products } = validateTable(table([good(1), good(2), good(3), good(2)]));
    expect(products.map((p) => p.id)).toEqual(['1', '3']);
    expect(rejected).toEqual([
      { line: 3, id: '2', nombre: 'CAÑO DE COBRE 2', reasons: ['el id 2 está repetido (también en la línea 5)'] },
      { line: 5, id: '2', nombre: 'CAÑO DE COBRE 2', reasons: ['el id 2 está repetido (también en la línea 3)'] },
    ]);
  });

  it('names the article of a row whose id does not read, so the owner can find it among the removed', () => {
    const rejected = validateTable(withRow(['1OOO9', ...good(1).slice(1)])).rejected;
    expect(rejected).toEqual([
      { line: 11, nombre: 'CAÑO DE COBRE 1', reasons: ['el id "1OOO9" no es un número entero positivo'] },
    ]);
    expect(validateTable(withRow(['50', 'X', ' ', ...good(1).slice(3)])).rejected[0]).not.toHaveProperty('nombre');
  });

  it('skips blank rows without counting them', () => {
    const { read, products } = validateTable(table([good(1), ['', null, '  '], good(2)]));
    expect(read).toBe(2);
    expect(products).toHaveLength(2);
  });
});

describe('validateTable: files refused whole', () => {
  it('a header without a required column', () => {
    expect(() =>
      validateTable(
        table(
          [good(1)],
          header.filter((h) => h !== 'Lista 2'),
        ),
      ),
    ).toThrow(/^Falta la columna obligatoria lista2\./);
    expect(() => validateTable(table([good(1)], ['Artículo', 'Precio']))).toThrow(
      /^Faltan las columnas obligatorias id, nombre, stock, lista1, lista2, idRubro, idSubrubro\./,
    );
  });
  it('no rows under the header', () => {
    expect(() => validateTable(table([]))).toThrow(/no tiene filas de productos/);
  });
  it('good rows under half of the rows (a wrong file or encoding)', () => {
    const bad: Cell[] = ['x', '', '', '', '', '', '', '', '', ''];
    expect(() => validateTable(table([good(1), bad, bad]))).toThrow(/Solo 1 de 3 filas son válidas/);
    expect(validateTable(table([good(1), bad])).products).toHaveLength(1); // exactly half is accepted
  });
});
