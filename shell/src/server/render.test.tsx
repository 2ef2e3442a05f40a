// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogueTree } from '@frio/shared/catalogue/import';
import { PRODUCT_DATA, toProductPageData } from '@frio/shared/catalogue/product-page';
import { productPath } from '@frio/shared/catalogue/product-path';
import { renderPage, type UnitServerModule } from './render.tsx';

// The units' server modules from their sources, as their server builds export them (tooling/src/server-pages.ts).
const exposed = import.meta.glob<Awaited<ReturnType<UnitServerModule['pages'][string]>>>([
  '../../../mf-*/src/**/*Page.tsx',
  '../../../mf-*/src/exposed/*.tsx',
]);
function unit(remote: string): Promise<UnitServerModule> {
  const dir = `../../../${remote.replace('_', '-')}/src/`;
  const pages = Object.fromEntries(
    Object.entries(exposed)
      .filter(([file]) => file.startsWith(dir))
      .map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.tsx'.length), load]),
  );
  return Promise.resolve({ pages });
}

const product = (id: string, nombre: string, extra: Partial<{ lista1: number; idSubrubro: number }> = {}) => ({
  id,
  codigo: `C${id}`,
  nombre,
  descripcion: '',
  stock: 4,
  lista1: 12_500,
  lista2: 9_999,
  idRubro: 4,
  idSubrubro: 14,
  ...extra,
});

const tree = catalogueTree(
  [
    product('10672', 'CAÑO DE COBRE 1/4 X 15 MTS'),
    product('10673', 'CAÑO DE COBRE 3/8 X 15 MTS', { lista1: 17_300 }),
    product('30001', 'VALVULA DE GAS ESFERICA 1/4'),
  ],
  Date.UTC(2026, 10, 12),
);

/** The database as the server reads it: one public path at a time; `privado` is never read. */
const reads: string[] = [];
const read = async (path: string): Promise<unknown> => {
  reads.push(path);
  if (path.startsWith('privado')) throw new Error('the server renderer read a private path');
  return path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key] ?? null, tree);
};

const origin = 'https://www.example.com.ar';
const render = (url: string) => renderPage(url, { origin, read, unit });

describe('renderPage', () => {
  it('renders a fixed route with its title and the layout around it', async () => {
    const { html, status } = await render('/faq');
    expect(status).toBe(200);
    expect(html.startsWith('<title>')).toBe(true);
    expect(html).toContain('<nav');
    expect(html).toContain('<footer');
  });

  it("renders a rubro's first rows with their public price and the data block the browser takes over", async () => {
    const { html, status } = await render('/productos/insumos/cobre');
    expect(status).toBe(200);
    expect(html).toContain('CAÑO DE COBRE 1/4 X 15 MTS');
    expect(html).toContain('$\u00a012.500');
    expect(html).not.toContain('9.999');
    expect(html).toContain('data-server-data="listing"');
  });

  it("renders a product's page with its related products, JSON-LD and data block, and names the origin", async () => {
    const path = productPath('10672', 'CAÑO DE COBRE 1/4 X 15 MTS');
    const { html, status } = await render(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>CAÑO DE COBRE 1\/4 X 15 MTS<\/h1>/);
    expect(html).toContain('CAÑO DE COBRE 3/8 X 15 MTS');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain(`${origin}${path}`);
    const block = new RegExp(`<script type="application/json" data-server-data="${PRODUCT_DATA}">(.*?)</script>`).exec(
      html,
    );
    const data = toProductPageData(JSON.parse(block?.[1] ?? 'null'));
    expect(data?.product.key).toBe('10672');
    expect(data?.related.map((item) => item.key)).toEqual(['10673']);
    expect(html).not.toContain('9.999');
  });

  it.each(['/producto/99999', '/producto/%3Cscript%3Ealert(1)%3C%2Fscript%3E', `/producto/${'a'.repeat(300)}`])(
    'answers %s with the 404 page, never a reflected tag',
    async (url) => {
      const { html, status } = await render(url);
      expect(status).toBe(404);
      expect(html).toContain('Error 404');
      expect(html).not.toContain('<script>alert');
    },
  );

  it.each(['/no-existe/..%2F..%2Fetc', '/productos/insumos/tornillos'])(
    'answers %s, which no route or rubro has, with the 404 page',
    async (url) => {
      const { html, status } = await render(url);
      expect(status).toBe(404);
      expect(html).toContain('Error 404');
    },
  );

  it('never reads a private path', async () => {
    reads.length = 0;
    await render('/productos/insumos/gas');
    await render(productPath('30001', 'VALVULA DE GAS ESFERICA 1/4'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((path) => path.startsWith('privado'))).toEqual([]);
  });
});
