import { describe, expect, it } from 'vitest';
import { previewFamilies, previewFamilyFor, previewImageAlt, previewImageFor } from './link-previews.ts';
import { rubros } from '../business/types.ts';

describe('link-preview families', () => {
  it('give the home, each rubro, products, transport, air conditioners, the calculator and the FAQ their own image', () => {
    const images = [
      '/',
      '/productos',
      '/productos/transporte',
      '/productos/aires',
      '/calculadora-aire-acondicionado',
      '/faq',
      ...rubros.map((rubro) => `/productos/insumos/${rubro}`),
    ].map(previewImageFor);
    expect(new Set(images).size).toBe(images.length);
    expect(previewImageFor('/faq')).toBe('/og/faq.png');
    expect(previewImageFor('/productos/insumos/cobre')).toBe('/og/insumos-cobre.png');
    expect(previewFamilies.map((family) => family.id).sort()).toEqual(
      images.map((image) => image.replace(/^\/og\/(.*)\.png$/, '$1')).sort(),
    );
  });

  it("use the products image for every product's page and the insumos grid, the home's for the other pages", () => {
    expect(previewImageFor('/producto/1234-cano-de-cobre-1-4')).toBe('/og/productos.png');
    expect(previewImageFor('/productos/insumos')).toBe('/og/productos.png');
    expect(previewImageFor('/productos/insumos/desconocido')).toBe('/og/productos.png');
    expect(previewImageFor('/productos/insumos/COBRE')).toBe('/og/insumos-cobre.png');
    expect(previewImageFor('/faq/')).toBe('/og/faq.png');
    for (const path of ['/nosotros', '/contacto', '/login', '/register', '/cualquier-cosa'])
      expect(previewImageFor(path)).toBe('/og/inicio.png');
  });

  it('read in Spanish, with a title and a line under it, and name the business in the alternative text', () => {
    for (const family of previewFamilies) {
      expect(family.title.length).toBeGreaterThan(3);
      expect(family.subtitle.length).toBeGreaterThan(10);
      expect(family.id).toMatch(/^[a-z-]+$/);
    }
    expect(previewFamilyFor('/productos/insumos/valv').title).toBe('Válvulas');
    expect(previewImageAlt(previewFamilyFor('/faq'))).toBe('Frío Entre Ríos: Preguntas frecuentes');
  });
});
