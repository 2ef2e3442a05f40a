import { describe, expect, it } from 'vitest';
import { rubros } from '@frio/shared/types';
import { generateProducts, rubroTerms } from './catalogue-generator.ts';

describe('generateProducts (the demo price list)', () => {
  const products = generateProducts();

  it('is deterministic for a seed and scales with count', () => {
    expect(generateProducts()).toEqual(products);
    expect(generateProducts({ count: 20_000 })).toHaveLength(20_000);
  });

  it('covers the twelve rubros with products whose names contain the term', () => {
    expect([...rubroTerms].sort()).toEqual([...rubros].sort());
    expect(products.length).toBeGreaterThanOrEqual(600);
    for (const term of rubros) {
      const named = products.filter((p) => p.nombre.toLowerCase().includes(term));
      expect(named.length, term).toBeGreaterThan(30);
    }
  });

  it('looks like a real list: one article per name, one price per article, list 2 a 10-20 % discount', () => {
    const names = products.map((p) => p.nombre);
    expect(new Set(names).size).toBe(names.length);
    for (const p of products) {
      expect(p.lista1).toBeGreaterThanOrEqual(500);
      expect(p.lista1).toBeLessThanOrEqual(2_000_000);
      const discount = 1 - p.lista2 / p.lista1;
      expect(discount, p.nombre).toBeGreaterThan(0.08);
      expect(discount, p.nombre).toBeLessThan(0.22);
    }
    expect(products.some((p) => /^CAÑO DE COBRE 1\/4 ROLLO X 15 MTS$/.test(p.nombre))).toBe(true);
  });

  it('has stock 0 and above, and the excluded idRubro/idSubrubro cases', () => {
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock > 0)).toBe(true);
    const rubroIds = new Set(products.map((p) => p.idRubro));
    for (const id of [2, 4]) expect(rubroIds.has(id)).toBe(true);
    expect([...rubroIds].some((id) => id !== 2 && id !== 4)).toBe(true);
    const subIds = new Set(products.map((p) => p.idSubrubro));
    for (const id of [13, 14, 16]) expect(subIds.has(id)).toBe(true);
    expect([...subIds].some((id) => id < 13)).toBe(true);
  });

  it('gives every product a unique positive id', () => {
    const ids = products.map((p) => Number(p.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });
});

describe('generateProducts skew (benchmarks)', () => {
  it('gives one rubro the requested share of the products', () => {
    const products = generateProducts({ count: 10_000, skew: { term: 'cobre', share: 0.4 } });
    const cobre = products.filter((p) => p.nombre.toLowerCase().includes('cobre')).length;
    expect(cobre / products.length).toBeGreaterThan(0.4);
    expect(cobre / products.length).toBeLessThan(0.5);
  });
});
