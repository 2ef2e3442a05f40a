import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { afterEach, describe, expect, it } from 'vitest';
import { QUOTE_STORAGE_KEY, addToQuote, clearQuote, readQuoteList } from '@frio/shared/quote-list';
import { SESSION_EVENT } from '@frio/shared/session';
import { QuoteLink } from './QuoteLink.tsx';

const product = { nombre: 'CAÑO', codigo: '', id: '1', rubro: 'cobre', price: 10, priceList: 1 as const };

function show() {
  const router = createMemoryRouter([{ path: '*', element: <QuoteLink /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the navbar’s Presupuesto link', () => {
  it('leads to /presupuesto and says how many articles the list holds, to a screen reader too', () => {
    show();
    const link = screen.getByRole('link', { name: 'Presupuesto (0 artículos)' });
    expect(link).toHaveAttribute('href', '/presupuesto');
    act(() => {
      addToQuote({ ...product, key: 'a' });
      addToQuote({ ...product, key: 'a' });
    });
    expect(link).toHaveAccessibleName('Presupuesto (1 artículo)');
    act(() => {
      addToQuote({ ...product, key: 'b' });
    });
    expect(link).toHaveAccessibleName('Presupuesto (2 artículos)');
    expect(link).toHaveTextContent('Presupuesto2');
    act(() => {
      clearQuote();
    });
    expect(link).toHaveAccessibleName('Presupuesto (0 artículos)');
  });

  it('keeps no technician price once no session is stored (a shared computer)', () => {
    // A technician's session, as Firebase Auth stores it, and a line at the technician's price.
    const session = 'firebase:authUser:demo-api-key:[DEFAULT]';
    localStorage.setItem(session, JSON.stringify({ uid: 't', isAnonymous: false, stsTokenManager: {} }));
    addToQuote({ ...product, key: 'a', price: 5123, priceList: 2 });
    show();
    expect(readQuoteList()[0]).toMatchObject({ price: 5123, priceList: 2 });
    // Salir: the session leaves storage and mf-accounts announces it.
    act(() => {
      localStorage.removeItem(session);
      window.dispatchEvent(new Event(SESSION_EVENT));
    });
    expect(readQuoteList()).toEqual([expect.objectContaining({ key: 'a', price: null, priceList: 1, quantity: 1 })]);
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).not.toContain('5123');
  });

  it('a prerendered page taken over with a session stored keeps its technician prices (the server saw nobody)', async () => {
    const session = 'firebase:authUser:demo-api-key:[DEFAULT]';
    const router = () => createMemoryRouter([{ path: '*', element: <QuoteLink /> }], { initialEntries: ['/'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={router()} />);
    document.body.append(container);
    localStorage.setItem(session, JSON.stringify({ uid: 't', isAnonymous: false, stsTokenManager: {} }));
    addToQuote({ ...product, key: 'a', price: 5123, priceList: 2 });
    const root = await act(async () => hydrateRoot(container, <RouterProvider router={router()} />));
    try {
      expect(readQuoteList()[0]).toMatchObject({ price: 5123, priceList: 2 });
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('a page that opens without a session finds no technician price left in the list', () => {
    addToQuote({ ...product, key: 'a', price: 5123, priceList: 2 });
    show();
    expect(readQuoteList()[0]).toMatchObject({ price: null, priceList: 1 });
  });

  it('follows another tab', () => {
    show();
    act(() => {
      localStorage.setItem(
        QUOTE_STORAGE_KEY,
        JSON.stringify({
          version: 1,
          items: [
            {
              key: 'x',
              name: 'CAÑO',
              code: '',
              article: '1',
              rubro: 'cobre',
              price: 10,
              priceList: 1,
              quantity: 3,
              addedAt: 1,
            },
          ],
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: QUOTE_STORAGE_KEY }));
    });
    expect(screen.getByRole('link')).toHaveAccessibleName('Presupuesto (1 artículo)');
  });
});
