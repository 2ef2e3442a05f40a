import { describe, expect, it } from 'vitest';
import { listedRubro, listingRubros } from './listing-rule.ts';

const row = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'CAÑO DE COBRE 1/2',
  stock: 3,
  idRubro: 4,
  idSubrubro: 14,
  ...overrides,
});

describe('the inclusion rule (docs/contract.md "The listing"), decided at import', () => {
  it('lists stock > 0, idRubro 2 or 4, idSubrubro other than 13, under each rubro its name contains', () => {
    expect(listingRubros(row())).toEqual(['cobre']);
    expect(listingRubros(row({ idRubro: 2, idSubrubro: 3 }))).toEqual(['cobre']);
    expect(listingRubros(row({ nombre: 'VALVULA DE GAS 1/4' }))).toEqual(['gas', 'valv']);
  });
  it.each([
    ['stock 0', { stock: 0 }],
    ['negative stock', { stock: -2 }],
    ['idRubro 7', { idRubro: 7 }],
    ['idSubrubro 13', { idSubrubro: 13 }],
    ['no rubro term in the name', { nombre: 'TORNILLO' }],
  ])('lists nowhere %s', (_label, overrides) => {
    expect(listingRubros(row(overrides))).toEqual([]);
    expect(listedRubro(row(overrides))).toBeNull();
  });
  it('matches the rubro term in the name case-insensitively, accents as written', () => {
    expect(listingRubros(row({ nombre: 'Caño de Cobre' }))).toEqual(['cobre']);
    expect(listingRubros(row({ nombre: 'VÁLVULA' }))).toEqual([]);
  });
});

describe("a listed product's own rubro", () => {
  it('is the one whose term comes first in its name, among the rubros that list it', () => {
    expect(listedRubro(row({ nombre: 'FILTRO DE ACEITE COMPRESOR' }))).toBe('filtro');
    expect(listedRubro(row({ nombre: 'ACEITE PARA FILTRO' }))).toBe('aceite');
    // The search, the product's page, its related products and the sitemap agree: a gas valve is a valve.
    expect(listedRubro(row({ nombre: 'VALVULA DE GAS ESFERICA 1/4' }))).toBe('valv');
  });
});
