import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PriceType } from '@frio/shared/types';
import { ProductPageView } from './ProductPageView.tsx';
import { readProductPage, type ProductReader } from '@frio/shared/catalogue/product-read';
import { priceListRow } from '../../../testing/products.ts';
import { catalogueTree } from '@frio/shared/catalogue/import';

const updatedAt = Date.UTC(2026, 10, 12, 15);
// The records and their related products as the import stores them.
const {
  productos: records,
  catalogo: { relacionados: related },
} = catalogueTree(
  [
    priceListRow({ id: '10672', nombre: 'CAÑO DE COBRE 1/4 X 15 MTS', descripcion: 'Caño de cobre flexible' }),
    priceListRow({ id: '10673', nombre: 'CAÑO DE COBRE 3/8 X 15 MTS', descripcion: 'Caño de cobre 3/8 x 15 mts' }),
    priceListRow({ id: '10674', nombre: 'CAÑO DE COBRE 1/2 X 15 MTS', idSubrubro: 16 }),
    priceListRow({ id: '30001', nombre: 'CAÑO DE COBRE SIN STOCK', stock: 0 }),
  ],
  updatedAt,
);

const reader: ProductReader = {
  record: async (id) => records[id] ?? null,
  stamp: async () => updatedAt,
  relatedKeys: async (key) => related[key] ?? null,
};

function renderAt(segment: string, priceType: PriceType = 1, lista2 = new Map<string, number>()) {
  const router = createMemoryRouter(
    [
      {
        path: '/producto/:segment',
        element: (
          <ProductPageView
            segment={segment}
            reader={reader}
            source={{ technicianPrices: async () => lista2 }}
            priceTypeReader={async () => priceType}
          />
        ),
      },
    ],
    { initialEntries: [`/producto/${segment}`] },
  );
  render(<RouterProvider router={router} />);
}

/** Product 10672's page, with a visitor's reads, where the record of `key` carries the photo `stamp`. */
function renderWithPhoto(key: string, stamp: number) {
  const withPhoto: ProductReader = {
    ...reader,
    record: async (id) => (id === key ? { ...records[id], foto: stamp } : (records[id] ?? null)),
  };
  const router = createMemoryRouter(
    [{ path: '/producto/:segment', element: <ProductPageView segment="10672" reader={withPhoto} /> }],
    { initialEntries: ['/producto/10672'] },
  );
  render(<RouterProvider router={router} />);
}

/** A photo's `<img>`: the JPEG of `stamp` at `width`, its width and height given, its WebP offered beside it. */
function expectPicture(image: HTMLElement, key: string, stamp: number, width: number) {
  expect(image).toHaveAttribute('src', `/foto/${key}/${stamp}-${width}.jpg`);
  expect(image).toHaveAttribute('width', String(width));
  expect(image).toHaveAttribute('height', String(width));
  expect(image.parentElement?.querySelector('source')).toHaveAttribute('srcset', `/foto/${key}/${stamp}-${width}.webp`);
}

beforeEach(() => {
  localStorage.clear();
});

describe('ProductPageView', () => {
  it("shows the product's photo when it has one: a square with its width, height and the product's name", async () => {
    const stamp = 1_764_000_000_000;
    renderWithPhoto('10672', stamp);
    const photo = await screen.findByRole('img', { name: 'CAÑO DE COBRE 1/4 X 15 MTS' });
    expectPicture(photo, '10672', stamp, 800);
    expect(photo).not.toHaveAttribute('loading');
    // Google's product image is the photo (absolute, the 1200 px JPEG); the link preview names the photo too.
    const product = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '') as { '@type': string; image?: string })
      .find((data) => data['@type'] === 'Product');
    expect(product?.image).toMatch(new RegExp(`^https?://[^/]+/foto/10672/${stamp}-1200\\.jpg$`));
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      new RegExp(`/og/producto/10672/${updatedAt}-${stamp}\\.png$`),
    );
    // No photo control for a visitor.
    expect(screen.queryByLabelText('Foto del producto')).not.toBeInTheDocument();
  });

  it("shows a related product's thumbnail when it has a photo, loaded as it comes near", async () => {
    const stamp = 1_764_000_000_000;
    renderWithPhoto('10673', stamp);
    const thumbnail = await screen.findByRole('img', { name: 'CAÑO DE COBRE 3/8 X 15 MTS' });
    expectPicture(thumbnail, '10673', stamp, 320);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('decoding', 'async');
    expect(screen.queryByRole('img', { name: 'CAÑO DE COBRE 1/4 X 15 MTS' })).not.toBeInTheDocument();
  });

  it('shows no photo for a product without one', async () => {
    renderAt('10672');
    await screen.findByRole('heading', { level: 1, name: 'CAÑO DE COBRE 1/4 X 15 MTS' });
    expect(screen.queryByRole('img', { name: 'CAÑO DE COBRE 1/4 X 15 MTS' })).not.toBeInTheDocument();
  });

  it('shows the product: name, description, code, article, category, subcategory, stock, price and its date, breadcrumb, actions, related', async () => {
    renderAt('10672-cano-de-cobre-1-4-x-15-mts');
    expect(await screen.findByRole('heading', { level: 1, name: 'CAÑO DE COBRE 1/4 X 15 MTS' })).toBeInTheDocument();
    expect(screen.getByText('Caño de cobre flexible')).toBeInTheDocument();
    const page = screen.getByRole('article');
    expect(page).toHaveTextContent('Artículo10672');
    expect(page).toHaveTextContent('INSUMOS');
    expect(page).toHaveTextContent('COMERCIAL');
    expect(page).toHaveTextContent('EN STOCK');
    expect(page).toHaveTextContent('Precios actualizados el 12/11/2026');
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Cobre' })).toHaveAttribute('href', '/productos/insumos/cobre');
    expect(within(crumbs).getByText('CAÑO DE COBRE 1/4 X 15 MTS')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Consultar/ })).toHaveAttribute('href', expect.stringContaining('wa.me'));
    expect(screen.getByRole('button', { name: 'Agregar al presupuesto' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Productos relacionados' });
    // Same rubro and subcategory only: 3/8 (COMERCIAL), not 1/2 (FAMILIAR).
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/producto/10673-cano-de-cobre-3-8-x-15-mts']);
    await screen.findByText('Caño de cobre flexible');
    expect(document.title).toBe('CAÑO DE COBRE 1/4 X 15 MTS | Frío Entre Ríos');
  });

  it('a description that only repeats the name is not shown', async () => {
    renderAt('10673');
    await screen.findByRole('heading', { level: 1, name: 'CAÑO DE COBRE 3/8 X 15 MTS' });
    expect(screen.queryByText('Caño de cobre 3/8 x 15 mts')).toBeNull();
  });

  it('a signed-in technician sees list 2 and says so', async () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    renderAt('10672', 2, new Map([['10672', 777]]));
    expect(await screen.findByText('Precios para técnicos (lista 2)')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(/\$\s777/);
  });

  it('a product that does not exist, or is not listed, is the 404 with the categories', async () => {
    renderAt('99999-nada');
    expect(
      await screen.findByRole('heading', { name: 'Error 404: La pagina a la que esta tratando de acceder no existe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aislación Armaflex' })).toHaveAttribute('href', '/productos/insumos/arma');
    expect(await readProductPage('30001', reader)).toBeNull();
  });
});
