import { describe, expect, it } from 'vitest';
import { listedRows, shapedRows } from './listed-rows.ts';
import { record } from '../../../testing/products.ts';

describe('listedRows (a list the rule already made)', () => {
  it('keeps the rows in their order, each with its key', () => {
    const rows = listedRows([
      ['b', record({ nombre: 'Filtro SECADOR' })],
      ['a', record({ nombre: 'CAÑO DE COBRE 1/4' })],
    ]);
    expect(rows?.map(({ key, nombre }) => [key, nombre])).toEqual([
      ['b', 'Filtro SECADOR'],
      ['a', 'CAÑO DE COBRE 1/4'],
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

describe('shapedRows (a derived list as the database holds it)', () => {
  it('leaves out a row that has not the shape of a product, and keeps the others in their order', () => {
    const rows = shapedRows([
      ['a', record()],
      ['b', record({ stock: 'diez' })],
      ['c', record({ nombre: 12345 })],
      ['d', 'x'],
      ['e', record()],
    ]);
    expect(rows.map(({ key }) => key)).toEqual(['a', 'e']);
    expect(shapedRows([['a', 'x']])).toEqual([]);
  });
});
