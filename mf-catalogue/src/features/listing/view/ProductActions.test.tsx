import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_STORAGE_KEY, readQuoteList } from '@frio/shared/quote-list';
import type { PriceType } from '@frio/shared/types';
import { listed } from '../../../testing/products.ts';
import { ADD_TEXT, NOT_SAVED_TEXT, ProductActions } from './ProductActions.tsx';

const listDay = Date.UTC(2026, 10, 24, 15);
const cano = listed(
  {
    id: '10672',
    codigo: 'SH1943325',
    nombre: 'CAÑO DE COBRE 1/4 X 15 MTS',
    descripcion: '',
    lista1: 7870,
    lista2: 6100,
  },
  'k-cano',
);

function show(priceType: PriceType = 1, updatedAt: number | null = listDay) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <h2 id="titulo">{cano.nombre}</h2>
            <ProductActions product={cano} priceType={priceType} rubro="cobre" updatedAt={updatedAt} titleId="titulo" />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const consultText = () =>
  new URL(screen.getByRole('link', { name: 'Consultar' }).getAttribute('href')!).searchParams.get('text');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("a card's actions", () => {
  it('Consultar opens WhatsApp with the product, its code, article, price and the price list date', () => {
    show();
    const link = screen.getByRole('link', { name: 'Consultar' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription(cano.nombre);
    // The shell counts a click on it as a consultation for this product (docs/back-office.md).
    expect(link).toHaveAttribute('data-producto', 'k-cano');
    expect(consultText()).toBe(
      '¡Hola! Quisiera consultar por CAÑO DE COBRE 1/4 X 15 MTS (código SH1943325, artículo 10672), $ 7.870 según la lista del 24/11/2026.',
    );
  });

  it("says the technicians' list to a technician", () => {
    show(2);
    expect(consultText()).toBe(
      '¡Hola! Quisiera consultar por CAÑO DE COBRE 1/4 X 15 MTS (código SH1943325, artículo 10672), $ 6.100 según la lista de técnicos del 24/11/2026.',
    );
  });

  it('Agregar al presupuesto stores what the visitor saw, and shows how many the list holds', async () => {
    const user = userEvent.setup();
    show(2);
    const add = screen.getByRole('button', { name: ADD_TEXT });
    expect(screen.queryByRole('link', { name: /En el presupuesto/ })).not.toBeInTheDocument();
    await user.click(add);
    expect(screen.getByRole('link', { name: 'En el presupuesto: 1 unidad' })).toHaveAttribute('href', '/presupuesto');
    await user.click(add);
    expect(screen.getByRole('link', { name: 'En el presupuesto: 2 unidades' })).toBeInTheDocument();
    expect(readQuoteList()).toEqual([
      {
        key: 'k-cano',
        nombre: 'CAÑO DE COBRE 1/4 X 15 MTS',
        codigo: 'SH1943325',
        id: '10672',
        rubro: 'cobre',
        price: 6100,
        priceList: 2,
        quantity: 2,
        addedAt: expect.any(Number),
      },
    ]);
  });

  it('shows a product already in the list (stored earlier) as such', () => {
    localStorage.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        items: [
          {
            key: 'k-cano',
            name: 'x',
            code: '',
            article: '',
            rubro: 'cobre',
            price: 1,
            priceList: 1,
            quantity: 1200,
            addedAt: 1,
          },
        ],
      }),
    );
    show();
    // Grouped as the prices and the WhatsApp message are.
    expect(screen.getByRole('link', { name: 'En el presupuesto: 1.200 unidades' })).toBeInTheDocument();
  });

  it('says so when the device does not let the list be stored', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    show();
    await user.click(screen.getByRole('button', { name: ADD_TEXT }));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_SAVED_TEXT);
  });
});
