import { describe, expect, it } from 'vitest';
import { listedRows, selectForRubro } from './inclusion.ts';
import { record } from '../../../testing/products.ts';

describe('listedRows (a list the rule already made)', () => {
  it('keeps the rows in their order, each with its key and its name lower-cased once for searching', () => {
    const rows = listedRows([
      ['b', record({ nombre: 'Filtro SECADOR' })],
      ['a', record({ nombre: 'CAÑO DE COBRE 1/4' })],
    ]);
    expect(rows?.map(({ key, searchName }) => [key, searchName])).toEqual([
      ['b', 'filtro secador'],
      ['a', 'caño de cobre 1/4'],
    ]);
  });

  it('is null when a row has not the shape of a product: the list is then not used', () => {
    expect(
      listedRows([
        ['a', record()],
        ['b', record({ stock: 'diez' })],
      ]),
    ).toBeNull();
    expect(listedRows([['a', 'x']])).toBeNull();
  });
});

describe('selectForRubro (the full read: the rule, the rubro and the order, once)', () => {
  const collection = {
    v: record({ nombre: 'VALVULA DE SERVICIO 1/4' }),
    c2: record({ nombre: 'CAÑO DE COBRE 3/8' }),
    c1: record({ nombre: 'Codo de cobre 1/2' }),
    c3: record({ nombre: 'CUPLA DE COBRE 1/4' }),
    c4: record({ nombre: 'CUPLA DE COBRE SIN STOCK', stock: 0 }),
    c5: record({ nombre: 'COBRE AUTOMOTOR', idSubrubro: 13 }),
    a: record({ nombre: 'ACEITE POE 32' }),
  };

  it('keeps the rubro products that pass the rule, sorted by nombre ascending, case-insensitively', () => {
    expect(selectForRubro(collection, 'cobre').map((p) => p.nombre)).toEqual([
      'CAÑO DE COBRE 3/8',
      'Codo de cobre 1/2',
      'CUPLA DE COBRE 1/4',
    ]);
    expect(selectForRubro(collection, 'Valv').map((p) => p.key)).toEqual(['v']);
  });

  it('reads the array the database makes of dense integer keys; anything else is an empty list', () => {
    expect(selectForRubro([null, record({ nombre: 'CAÑO DE COBRE' })], 'cobre').map((p) => p.key)).toEqual(['1']);
    expect(selectForRubro(null, 'cobre')).toEqual([]);
    expect(selectForRubro('x', 'cobre')).toEqual([]);
  });

  it('treats odd rubros as plain text: no match, no error', () => {
    for (const rubro of ['<script>alert(1)</script>', 'válvula', ' cobre  x', 'a'.repeat(300), '(', '[', '*', '\\']) {
      expect(() => selectForRubro(collection, rubro)).not.toThrow();
      expect(selectForRubro(collection, rubro)).toEqual([]);
    }
  });
});
