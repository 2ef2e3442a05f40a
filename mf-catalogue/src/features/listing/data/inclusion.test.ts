import { describe, expect, it } from 'vitest';
import { eligibleProducts, selectForRubro, toEligibleProduct } from './inclusion.ts';
import { listed, record } from '../../../testing/products.ts';

describe('inclusion rule', () => {
  it('keeps a product with stock > 0, a name, idRubro 2 or 4 and idSubrubro other than 13', () => {
    expect(toEligibleProduct(record({ idRubro: 4 }), 'a')).not.toBeNull();
    expect(toEligibleProduct(record({ idRubro: 2, idSubrubro: 16 }), 'b')).not.toBeNull();
    expect(toEligibleProduct(record({ idSubrubro: 3 }), 'c')).not.toBeNull();
  });

  it.each([
    ['stock 0', { stock: 0 }],
    ['negative stock', { stock: -2 }],
    ['stock as text', { stock: 'diez' }],
    ['stock NaN-like', { stock: Number.NaN }],
    ['no stock', { stock: undefined }],
    ['no nombre', { nombre: undefined }],
    ['nombre a number', { nombre: 12345 }],
    ['blank nombre', { nombre: '   ' }],
    ['idRubro 1', { idRubro: 1 }],
    ['idRubro 3', { idRubro: 3 }],
    ['idRubro as text', { idRubro: '4' }],
    ['idSubrubro 13 (AUTOMOTOR)', { idSubrubro: 13 }],
    ['no idSubrubro', { idSubrubro: undefined }],
  ])('excludes a record with %s', (_case, overrides) => {
    expect(toEligibleProduct(record(overrides), 'x')).toBeNull();
  });

  it('excludes things that are not records', () => {
    for (const value of [null, undefined, 3, 'x', [record()]]) expect(toEligibleProduct(value, 'x')).toBeNull();
  });

  it('adds the record key, lower-cases the name once and drops ill-typed optional fields', () => {
    const product = toEligibleProduct(
      record({ id: 99005, nombre: 'Filtro SECADOR', lista1: 'caro', lista2: 10, codigo: 7 }),
      'clave-1',
    );
    expect(product).toMatchObject({ key: 'clave-1', id: '99005', searchName: 'filtro secador', lista2: 10 });
    expect(product?.lista1).toBeUndefined();
    expect(product?.codigo).toBeUndefined();
    expect(Object.keys(product ?? {})).not.toContain('extra');
  });

  it('reads a snapshot value keyed by record key; anything else is an empty collection', () => {
    const all = eligibleProducts({ a: record(), b: record({ stock: 0 }), c: record({ idRubro: 7 }) });
    expect(all.map((product) => product.key)).toEqual(['a']);
    expect(eligibleProducts(null)).toEqual([]);
    expect(eligibleProducts('x')).toEqual([]);
  });
});

describe('selectForRubro', () => {
  const products = [
    listed({ nombre: 'VALVULA DE SERVICIO 1/4' }, 'v'),
    listed({ nombre: 'CAÑO DE COBRE 3/8' }, 'c2'),
    listed({ nombre: 'Codo de cobre 1/2' }, 'c1'),
    listed({ nombre: 'CUPLA DE COBRE 1/4' }, 'c3'),
    listed({ nombre: 'ACEITE POE 32' }, 'a'),
  ];

  it('keeps names containing the rubro term case-insensitively', () => {
    expect(
      selectForRubro(products, 'cobre')
        .map((p) => p.key)
        .sort(),
    ).toEqual(['c1', 'c2', 'c3']);
    expect(selectForRubro(products, 'COBRE')).toHaveLength(3);
    expect(selectForRubro(products, 'Valv').map((p) => p.key)).toEqual(['v']);
  });

  it('sorts by nombre ascending, case-insensitively', () => {
    expect(selectForRubro(products, 'cobre').map((p) => p.nombre)).toEqual([
      'CAÑO DE COBRE 3/8',
      'Codo de cobre 1/2',
      'CUPLA DE COBRE 1/4',
    ]);
  });

  it('treats odd rubros as plain text: no match, no error', () => {
    for (const rubro of ['<script>alert(1)</script>', 'válvula', ' cobre  x', 'a'.repeat(300), '(', '[', '*', '\\']) {
      expect(() => selectForRubro(products, rubro)).not.toThrow();
      expect(selectForRubro(products, rubro)).toEqual([]);
    }
  });
});
