import { describe, expect, it } from 'vitest';
import { productIdCandidates, productPath, productSlug } from './product-path.ts';

describe('product addresses', () => {
  it('turns a name into lower-case words joined by dashes, without accents', () => {
    expect(productSlug('CAÑO DE COBRE 1/4 X 15 MTS')).toBe('cano-de-cobre-1-4-x-15-mts');
    expect(productSlug('  Válvula   (R-410A)  ')).toBe('valvula-r-410a');
  });

  it('puts the article number first, so the bare number names the same product', () => {
    const path = productPath('10672', 'CAÑO DE COBRE 1/4 X 15 MTS');
    expect(path).toBe('/producto/10672-cano-de-cobre-1-4-x-15-mts');
    expect(productIdCandidates(path.slice('/producto/'.length))).toContain('10672');
    expect(productIdCandidates('10672')[0]).toBe('10672');
  });

  it('keeps a name without letters or digits to the bare number', () => {
    expect(productPath('55', '***')).toBe('/producto/55');
  });

  it('finds an article number that holds dashes, and refuses a broken escape', () => {
    const path = productPath('AB-12', 'Filtro secador');
    expect(productIdCandidates(path.slice('/producto/'.length))).toContain('AB-12');
    expect(productIdCandidates('%E0%A4%A')).toEqual([]);
  });
});
