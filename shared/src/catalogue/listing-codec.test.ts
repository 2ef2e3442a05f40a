import { describe, expect, it } from 'vitest';
import { decodeListing, encodeListing } from './listing-codec.ts';

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

  it('still reads the earlier form, a tree of records (also as the array the database makes of dense keys)', () => {
    expect(decodeListing({ 4: { nombre: 'A' } })).toEqual([['4', { nombre: 'A' }]]);
    expect(decodeListing([null, { nombre: 'B' }])).toEqual([['1', { nombre: 'B' }]]);
  });

  it('gives null for anything else, so the listing falls back to the full read', () => {
    for (const bad of ['{"campos":', '"texto"', '{"campos":["id"],"filas":[]}', '{"filas":[]}', 42, null, undefined])
      expect(decodeListing(bad)).toBeNull();
  });

  it('skips a row of the wrong length instead of shifting its fields', () => {
    const damaged = JSON.stringify({ campos: ['clave', 'nombre'], filas: [['1', 'A'], ['2'], ['3', 'C', 'extra']] });
    expect(decodeListing(damaged)).toEqual([['1', { nombre: 'A' }]]);
  });
});
