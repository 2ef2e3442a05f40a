import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE_SIZE,
  decodeFirstPage,
  decodeListing,
  encodeFirstPage,
  encodeListing,
  encodeRows,
} from './listing-codec.ts';

interface Item {
  id: string;
  nombre: string;
  stock: number;
  lista1?: number;
  codigo?: string;
}
const fields = ['id', 'nombre', 'stock', 'lista1', 'codigo'] as const;
const entries: Array<[string, Item]> = [
  ['30', { id: '30', nombre: 'ÑANDÚ DE COBRE', stock: 1, lista1: 10 }],
  ['4', { id: '4', nombre: 'caño de cobre', stock: 2, lista1: 20.5, codigo: 'C-4' }],
  ['12', { id: '12', nombre: 'NIPLE DE COBRE', stock: 3 }],
  ['7', { id: '7', nombre: 'Caño de cobre', stock: 4, lista1: 0 }],
];

describe('a derived list stored as one string', () => {
  const stored = encodeListing(entries, fields);

  it('round-trips every record, null fields left out, in es-AR name order (Ñ after N), ties by key', () => {
    expect(decodeListing(stored)).toEqual([
      ['4', { id: '4', nombre: 'caño de cobre', stock: 2, lista1: 20.5, codigo: 'C-4' }],
      ['7', { id: '7', nombre: 'Caño de cobre', stock: 4, lista1: 0 }],
      ['12', { id: '12', nombre: 'NIPLE DE COBRE', stock: 3 }],
      ['30', { id: '30', nombre: 'ÑANDÚ DE COBRE', stock: 1, lista1: 10 }],
    ]);
  });

  it('encodes equal catalogues to equal strings whatever the input order', () => {
    expect(encodeListing([...entries].reverse(), fields)).toBe(stored);
  });

  it('is smaller than the same records with their field names', () => {
    expect(stored.length).toBeLessThan(JSON.stringify(Object.fromEntries(entries)).length);
  });

  it('gives null for anything else (a tree of records too: no list was ever stored so): the listing says it could not read it', () => {
    for (const bad of [
      '{"campos":',
      '"texto"',
      '{"campos":["id"],"filas":[]}',
      '{"filas":[]}',
      { 4: { nombre: 'A' } },
      [null, { nombre: 'B' }],
      42,
      null,
      undefined,
    ])
      expect(decodeListing(bad)).toBeNull();
  });

  it('skips a row of the wrong length instead of shifting its fields', () => {
    const damaged = JSON.stringify({ campos: ['clave', 'nombre'], filas: [['1', 'A'], ['2'], ['3', 'C', 'extra']] });
    expect(decodeListing(damaged)).toEqual([['1', { nombre: 'A' }]]);
  });
});

describe("a listing's rows in their order (encodeRows: the session cache, a document's first page)", () => {
  it('keeps the rows in the order given, with the public fields only, and the whole list length', () => {
    const rows = [
      { key: '12', id: '12', nombre: 'NIPLE DE COBRE', stock: 3, lista2: 9, cantidad: 4 },
      { key: '4', id: '4', nombre: 'caño de cobre', stock: 2, lista1: 20.5, codigo: 'C-4' },
    ];
    expect(decodeFirstPage(encodeRows(rows, 40))).toEqual({
      records: [
        ['12', { id: '12', nombre: 'NIPLE DE COBRE', stock: 3 }],
        ['4', { id: '4', nombre: 'caño de cobre', stock: 2, lista1: 20.5, codigo: 'C-4' }],
      ],
      total: 40,
    });
  });
});

describe("a derived list's first page", () => {
  const many: Array<[string, Item]> = Array.from({ length: FIRST_PAGE_SIZE + 10 }, (_, i) => [
    String(i + 1),
    { id: String(i + 1), nombre: `CAÑO ${String(100 - i)}`, stock: 1, lista1: i },
  ]);

  it('holds the first rows of the whole list, in its order, and the whole list length', () => {
    const page = decodeFirstPage(encodeFirstPage(many, fields));
    const whole = decodeListing(encodeListing(many, fields));
    expect(page?.total).toBe(many.length);
    expect(page?.records).toEqual(whole?.slice(0, FIRST_PAGE_SIZE));
    expect(page?.records[0]?.[1]).toMatchObject({ nombre: 'CAÑO 66' });
  });

  it('holds the whole list when it is shorter than a page', () => {
    expect(decodeFirstPage(encodeFirstPage(entries, fields))).toEqual({
      records: decodeListing(encodeListing(entries, fields)),
      total: entries.length,
    });
  });

  it('gives null without a believable total, so the listing reads the whole list instead', () => {
    const rows = [['1', 'A']];
    for (const total of [undefined, -1, 0, 2.5, '3'])
      expect(decodeFirstPage(JSON.stringify({ campos: ['clave', 'nombre'], filas: rows, total }))).toBeNull();
    expect(decodeFirstPage(encodeListing(entries, fields))).toBeNull();
    expect(decodeFirstPage({ total: 1 })).toBeNull();
  });
});
