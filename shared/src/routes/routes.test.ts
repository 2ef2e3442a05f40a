import { describe, expect, it } from 'vitest';
import { rubros } from '../business/types.ts';
import { builtPaths, isIndexable, matchesPath, pageFor, routeFor, siteRoutes, unitOf } from './index.ts';

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

describe('the site routes', () => {
  it('name each path once, each page once, and the unit of every page', () => {
    expect(new Set(siteRoutes.map((route) => route.path)).size).toBe(siteRoutes.length);
    expect(new Set(siteRoutes.map((route) => route.page)).size).toBe(siteRoutes.length);
    expect(unitOf(routeFor('/productos/insumos/gas')!)).toBe('catalogue');
    expect(unitOf(routeFor('/admin/consultas')!)).toBe('accounts');
    expect(unitOf(routeFor('/')!)).toBe('content');
  });

  it('stand for one document per rubro, none per product until the catalogue names them', () => {
    expect(builtPaths(routeFor('/productos/insumos/x')!)).toEqual(rubros.map((rubro) => `/productos/insumos/${rubro}`));
    expect(builtPaths(routeFor('/producto/1-x')!)).toEqual([]);
    expect(builtPaths(routeFor('/faq')!)).toEqual(['/faq']);
  });

  it('keep private pages, steps and searches out of the index, and unknown paths too', () => {
    for (const path of ['/login', '/admin', '/admin/precios', '/presupuesto', '/buscar', '/register/completed'])
      expect(isIndexable(path), path).toBe(false);
    for (const path of ['/', '/faq', '/productos/insumos/cobre', '/producto/1-x', '/register'])
      expect(isIndexable(path), path).toBe(true);
    expect(isIndexable('/no-existe')).toBe(false);
  });

  it('give every page a title and description, or let it write them from its data', () => {
    for (const route of siteRoutes) {
      if (route.meta === 'page') continue;
      expect(route.meta.title.length, route.path).toBeGreaterThan(3);
      expect(route.meta.description.length, route.path).toBeGreaterThan(30);
    }
    expect(siteRoutes.filter((route) => route.meta === 'page').map((route) => route.path)).toEqual([
      '/productos/aires',
      '/productos/insumos/:rubro',
      '/producto/:segment',
    ]);
  });
});
