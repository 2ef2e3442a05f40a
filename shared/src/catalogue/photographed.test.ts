import { describe, expect, it } from 'vitest';
import { photographedProducts, photographedRestPath } from './photographed.ts';

const record = { nombre: 'CAÑO', stock: 3, lista1: 100, idRubro: 2, idSubrubro: 2, rubro: 'cobre' };

describe('the listed products with a photo', () => {
  it('keeps only listed, well-formed records with a stamp, whatever else a server that ignores the query answers', () => {
    const answer = {
      10: { ...record, foto: 1700000000000 },
      11: record,
      12: { ...record, foto: 'ayer' },
      13: { ...record, rubro: undefined, foto: 1700000000001 },
      14: { ...record, nombre: '', foto: 1700000000002 },
      15: { ...record, rubro: 'otro', foto: 1700000000003 },
    };
    expect(photographedProducts(answer).map(({ product, rubro }) => [product.key, product.foto, rubro])).toEqual([
      ['10', 1700000000000, 'cobre'],
    ]);
  });

  it('reads the array the database answers for dense numeric keys, and nothing from no answer', () => {
    const answer = [null, { ...record, foto: 5 }];
    expect(photographedProducts(answer).map(({ product }) => product.key)).toEqual(['1']);
    expect(photographedProducts(null)).toEqual([]);
  });

  it('asks the REST API for the records ordered by their stamp, from 1', () => {
    const url = new URL(`https://db.example/${photographedRestPath}`);
    expect(url.pathname).toBe('/productos');
    expect(url.searchParams.get('orderBy')).toBe('"foto"');
    expect(url.searchParams.get('startAt')).toBe('1');
  });
});
