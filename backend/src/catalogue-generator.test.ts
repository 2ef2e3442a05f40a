import { describe, expect, it } from 'vitest';
import { rubros } from '@frio/shared/types';
import { generateCatalogue, rubroTerms } from './catalogue-generator.ts';

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue();
  const products = Object.values(catalogue) as Array<Record<string, unknown>>;

  it('is deterministic for a seed and scales with count', () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(Object.keys(generateCatalogue({ count: 20_000, malformed: false }))).toHaveLength(20_000);
  });

  it('covers the twelve rubros with at least 600 products whose names contain the term', () => {
    expect(rubroTerms.sort()).toEqual([...rubros].sort());
    expect(products.length).toBeGreaterThanOrEqual(600);
    for (const term of rubros) {
      const named = products.filter((p) => typeof p.nombre === 'string' && p.nombre.toLowerCase().includes(term));
      expect(named.length, term).toBeGreaterThan(30);
    }
  });

  it('has both price lists, stock 0 and above, and the excluded idRubro/idSubrubro cases', () => {
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => typeof p.stock === 'number' && p.stock > 0)).toBe(true);
    expect(
      products.filter((p) => typeof p.lista1 === 'number' && typeof p.lista2 === 'number' && p.lista2 < p.lista1)
        .length,
    ).toBeGreaterThan(500);
    const rubroIds = new Set(products.map((p) => p.idRubro));
    for (const id of [2, 4]) expect(rubroIds.has(id)).toBe(true);
    expect([...rubroIds].some((id) => id !== 2 && id !== 4)).toBe(true);
    const subIds = new Set(products.map((p) => p.idSubrubro));
    for (const id of [13, 14, 16]) expect(subIds.has(id)).toBe(true);
    expect([...subIds].some((id) => typeof id === 'number' && id < 13)).toBe(true);
  });

  it('gives every record an id and ids are unique', () => {
    const ids = products.map((p) => String(p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('generateCatalogue skew (benchmarks)', () => {
  it('gives one rubro the requested share of the products', () => {
    const products = Object.values(
      generateCatalogue({ count: 10_000, malformed: false, skew: { term: 'cobre', share: 0.4 } }),
    ) as Array<{ nombre: string }>;
    const cobre = products.filter((p) => p.nombre.toLowerCase().includes('cobre')).length;
    expect(cobre / products.length).toBeGreaterThan(0.4);
    expect(cobre / products.length).toBeLessThan(0.5);
  });
});
