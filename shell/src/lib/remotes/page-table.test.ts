import { describe, expect, it } from 'vitest';
import { matchesPath, pageFor } from './page-table.ts';

describe('pageFor', () => {
  it('finds the remote page of each kind of path', () => {
    expect(pageFor('/')).toBe('mf_content/HomePage');
    expect(pageFor('/productos/')).toBe('mf_content/ProductsPage');
    expect(pageFor('/productos/insumos')).toBe('mf_content/InsumosPage');
    expect(pageFor('/productos/insumos/cobre')).toBe('mf_catalogue/ProductListPage');
    expect(pageFor('/productos/insumos/ca%C3%B1o%20x')).toBe('mf_catalogue/ProductListPage');
    expect(pageFor('/calculadora-aire-acondicionado')).toBe('mf_calculator/CalculatorPage');
    expect(pageFor('/register/completed')).toBe('mf_accounts/RegisterCompletedPage');
  });
  it('has no page for unknown paths (the 404)', () => {
    expect(pageFor('/productos/insumos/cobre/extra')).toBeUndefined();
    expect(pageFor('/nada')).toBeUndefined();
  });
  it('matches literal segments exactly', () => {
    expect(matchesPath('/faq', '/FAQ')).toBe(false);
    expect(matchesPath('/a/:b', '/a')).toBe(false);
  });
});
