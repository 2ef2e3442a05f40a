import { describe, expect, it } from 'vitest';
import { rubros } from '@frio/shared/types';
import { PRODUCT_PREFIX } from '@frio/shared/catalogue/product-path';
import { siteRoutes } from '@frio/shared/routes';
import { documentFile, documentPaths, onRequestRoutes, rubroPaths } from './site-documents.ts';
import { robotsTxt, sitemapFiles, SITEMAP_MAX_URLS } from './sitemap.ts';

describe('the documents of the shell site', () => {
  it('are the fixed routes of docs/contract.md "Routes and screens" but the catalogue, which is made on request', () => {
    const paths = documentPaths();
    expect(paths).toHaveLength(siteRoutes.length - onRequestRoutes.length);
    expect(paths.some((route) => route.startsWith(PRODUCT_PREFIX) || route.startsWith('/productos/insumos/'))).toBe(
      false,
    );
    expect(paths).not.toContain('/buscar');
    expect(paths).toContain('/productos/insumos');
    expect(rubroPaths()).toHaveLength(rubros.length);
    expect(rubroPaths()).toContain('/productos/insumos/cobre');
    expect(documentFile('/')).toBe('index.html');
    expect(documentFile('/register/completed')).toBe('register/completed/index.html');
  });

  it('list the indexable ones in the sitemap, on the configured origin, and robots.txt names it', () => {
    const [{ text: xml } = { text: '' }] = sitemapFiles('https://frio.example', rubroPaths());
    expect(xml).toContain('<loc>https://frio.example/productos/insumos/manifold</loc>');
    expect(xml).not.toContain('/login<');
    expect(robotsTxt('https://frio.example')).toContain('Sitemap: https://frio.example/sitemap.xml');
  });

  it('list the products after the documents, and become a sitemap index past 50,000 addresses', () => {
    const few = sitemapFiles('https://frio.example', ['/producto/10672-cano-de-cobre']);
    expect(few.map(({ file }) => file)).toEqual(['sitemap.xml']);
    expect(few[0]!.text).toContain('<loc>https://frio.example/producto/10672-cano-de-cobre</loc>');
    const products = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => `/producto/${i + 1}-x`);
    const many = sitemapFiles('https://frio.example', products);
    expect(many.map(({ file }) => file)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    expect(many[0]!.text).toContain('<sitemapindex');
    expect(many[0]!.text).toContain('<loc>https://frio.example/sitemap-2.xml</loc>');
    expect(many[1]!.text.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(many[2]!.text).toContain('/producto/50000-x</loc>');
  });
});
