import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_DATA_ID, parseProductData } from '@frio/shared/catalogue/product-page';
import { planProductPages, writeProductDocuments } from './generate.ts';
import { productTemplate } from './document.ts';

const notFound = `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Página no encontrada</title><meta name="description" content="404"><meta property="og:title" content="404"><meta name="twitter:title" content="404"><meta name="robots" content="noindex"><style>body{}</style></head><body><div id="root" data-prerendered=""><header>nav</header><main id="contenido"><h1>Error 404</h1></main><footer>pie</footer></div><template id="app-start"></template></body></html>`;

const record = (nombre: string, extra: Record<string, unknown> = {}) => ({
  id: '',
  codigo: 'DF1',
  nombre,
  descripcion: 'Caño de cobre flexible',
  stock: 3,
  lista1: 12500,
  lista2: 9999,
  idRubro: 4,
  idSubrubro: 14,
  ...extra,
});

const productos = {
  '10672': record('CAÑO DE COBRE 1/4 X 15 MTS', { id: '10672' }),
  '10673': record('CAÑO DE COBRE 3/8 X 15 MTS', { id: '10673' }),
  '10674': record('CAÑO DE COBRE 1/2 X 15 MTS', { id: '10674', idSubrubro: 16 }),
  '20001': record('GAS R410A 11 KG', { stock: 0 }), // not listed: no stock
  '20002': record('TORNILLO', {}), // not listed: no rubro names it
};

describe('product documents', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'product-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('plan a page per listed product, with related products of its rubro and subcategory, never list 2', () => {
    const pages = planProductPages(productos, Date.UTC(2026, 10, 12));
    expect(pages.map((page) => page.product.key)).toEqual(['10672', '10673', '10674']);
    const first = pages[0]!;
    expect(first.rubro).toBe('cobre');
    expect(first.related.map((item) => item.key)).toEqual(['10673']);
    expect(JSON.stringify(pages)).not.toContain('9999');
  });

  it('write the document with its head, its page and data block, a bare address leading to it, and no list 2', async () => {
    const pages = planProductPages(productos, Date.UTC(2026, 10, 12));
    const paths = await writeProductDocuments({
      outDir: dir,
      notFoundDocument: notFound,
      origin: 'https://frio.example',
      pages,
    });
    expect(paths[0]).toBe('/producto/10672-cano-de-cobre-1-4-x-15-mts');
    const html = readFileSync(path.join(dir, 'producto/10672-cano-de-cobre-1-4-x-15-mts/index.html'), 'utf8');
    expect(html).toContain('<title>CAÑO DE COBRE 1/4 X 15 MTS | Frío Entre Ríos</title>');
    expect(html).not.toContain('Página no encontrada');
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain(
      '<link rel="canonical" href="https://frio.example/producto/10672-cano-de-cobre-1-4-x-15-mts">',
    );
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('"@type":"Offer"');
    expect(html).toContain('"priceCurrency":"ARS","price":12500,"availability":"https://schema.org/InStock"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<header>nav</header><main id="contenido"><div class="pp">');
    expect(html).toContain('<footer>pie</footer>');
    expect(html).not.toContain('9999');
    const block = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/.exec(html);
    expect(block?.[1]).toBe(PRODUCT_DATA_ID);
    expect(parseProductData(block?.[2])?.product.key).toBe('10672');
    const bare = readFileSync(path.join(dir, 'producto/10672/index.html'), 'utf8');
    expect(bare).toContain('<meta http-equiv="refresh" content="0; url=/producto/10672-cano-de-cobre-1-4-x-15-mts">');
    expect(existsSync(path.join(dir, 'producto/20001/index.html'))).toBe(false);
  });

  it('start again from an empty folder: a product no longer listed loses its document', async () => {
    await writeProductDocuments({ outDir: dir, notFoundDocument: notFound, origin: 'https://frio.example', pages: [] });
    expect(existsSync(path.join(dir, 'producto/10672/index.html'))).toBe(false);
  });

  it('refuse a template that is not the 404 document the prerender writes', () => {
    expect(() => productTemplate('<html><head></head><body><div id="root"></div></body></html>')).toThrow('main');
  });
});
