import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../routes/site-routes.ts';
import { pageKey } from './consultas.ts';
import { pageName } from './page-names.ts';

describe('pageName', () => {
  it("names every route's page as its route does", () => {
    expect(pageName(pageKey('/'))).toBe('Inicio');
    expect(pageName(pageKey('/faq'))).toBe('Preguntas frecuentes');
    expect(pageName(pageKey('/productos/insumos'))).toBe('Insumos');
    for (const route of siteRoutes.filter((each) => !each.path.includes(':')))
      expect(pageName(pageKey(route.path)), route.path).toBe(route.name);
  });

  it('names a rubro listing by the pattern and its rubro, and every product page as the product route', () => {
    expect(pageName(pageKey('/productos/insumos/cobre'))).toBe('Insumos: cobre');
    expect(pageName(pageKey('/producto/10672-cano-de-cobre'))).toBe('Producto');
  });

  it('says "Otras páginas" for the rest, and leaves a key no route has as it is', () => {
    expect(pageName('otra')).toBe('Otras páginas');
    expect(pageName('pagina-vieja')).toBe('pagina-vieja');
  });
});
