import { describe, expect, it } from 'vitest';
import { compareByName, matchesRubro, recordEntries, toEligibleProduct } from './inclusion.ts';

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

describe('the inclusion rule (SPEC §5)', () => {
  it('keeps stock > 0, a name, idRubro 2 or 4, idSubrubro other than 13', () => {
    expect(toEligibleProduct(record(), 'k')).toMatchObject({ key: 'k', id: '10001', stock: 3 });
    expect(toEligibleProduct(record({ idRubro: 2, idSubrubro: 3 }), 'k')).not.toBeNull();
  });
  it.each([
    ['stock 0', { stock: 0 }],
    ['stock as text', { stock: '5' }],
    ['no nombre', { nombre: undefined }],
    ['idRubro 7', { idRubro: 7 }],
    ['idSubrubro 13', { idSubrubro: 13 }],
  ])('excludes %s', (_label, overrides) => {
    expect(toEligibleProduct(record(overrides), 'k')).toBeNull();
  });
  it('matches the rubro term in the name case-insensitively', () => {
    expect(matchesRubro('CAÑO DE COBRE', 'Cobre')).toBe(true);
    expect(matchesRubro('VALVULA', 'válvula')).toBe(false);
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
