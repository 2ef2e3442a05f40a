import { describe, expect, it } from 'vitest';
import { compareByName, recordEntries, toProduct } from './product-shape.ts';

const record = (overrides: Record<string, unknown> = {}) => ({
  id: '10001',
  nombre: 'CAÑO DE COBRE 1/2',
  stock: 3,
  lista1: 1000,
  lista2: 800,
  idRubro: 4,
  idSubrubro: 14,
  ...overrides,
});

describe("a product's shape (toProduct: the rule is the import's)", () => {
  it('keeps what the rule would exclude but is well-typed', () => {
    for (const overrides of [{ stock: 0 }, { idRubro: 7 }, { idSubrubro: 13 }])
      expect(toProduct(record(overrides), 'k')).toMatchObject({ key: 'k', ...overrides });
  });
  it.each([
    ['stock as text', { stock: '5' }],
    ['stock NaN', { stock: Number.NaN }],
    ['no stock', { stock: undefined }],
    ['no nombre', { nombre: undefined }],
    ['nombre a number', { nombre: 12345 }],
    ['blank nombre', { nombre: ' ' }],
    ['idRubro as text', { idRubro: '4' }],
    ['no idSubrubro', { idSubrubro: undefined }],
  ])('refuses %s', (_label, overrides) => {
    expect(toProduct(record(overrides), 'k')).toBeNull();
  });
  it('refuses things that are not records', () => {
    for (const value of [null, undefined, 3, 'x', [record()]]) expect(toProduct(value, 'x')).toBeNull();
  });
  it('keeps the public fields only, the article id as text, and drops ill-typed optional ones', () => {
    const product = toProduct(record({ id: 99005, lista1: 'caro', lista2: 10, cantidad: 3, codigo: 7, extra: 1 }), 'k');
    expect(product).toMatchObject({ key: 'k', id: '99005' });
    expect(product?.lista1).toBeUndefined();
    expect(product?.codigo).toBeUndefined();
    for (const field of ['extra', 'lista2', 'cantidad']) expect(Object.keys(product ?? {})).not.toContain(field);
  });
  it('orders names in es-AR (Ñ after N, numbers by value)', () => {
    const names = ['ÑANDU', 'NUEZ', 'CAÑO 10', 'CAÑO 9'].map((nombre) => ({ nombre }));
    expect(names.sort(compareByName).map((n) => n.nombre)).toEqual(['CAÑO 9', 'CAÑO 10', 'NUEZ', 'ÑANDU']);
  });
});

describe('recordEntries', () => {
  it('reads an object and the array the database makes of dense integer keys alike', () => {
    expect(recordEntries({ 10: 'a', 12: 'b' })).toEqual([
      ['10', 'a'],
      ['12', 'b'],
    ]);
    expect(recordEntries([null, 'a', undefined, 'b'])).toEqual([
      ['1', 'a'],
      ['3', 'b'],
    ]);
    expect(recordEntries(null)).toEqual([]);
    expect(recordEntries('x')).toEqual([]);
  });
});
