import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToQuote, readQuoteList } from '@frio/shared/quote-list';
import type { PriceType } from '@frio/shared/types';
import { INTRO_TEXT, QuoteListView } from './QuoteListView.tsx';
import { INCOMPLETE_TEXT } from './SharedListView.tsx';
import { QUANTITY_ERROR } from './quantity.ts';
import { encodeQuoteLink } from './quote-link.ts';
import type { QuoteSource } from './useCurrentLists.ts';

const listDay = Date.UTC(2026, 10, 24, 15);
/** Public records as `productos/<article>` holds them: lista2 is not public; a listed one carries its rubro. */
const records: Record<string, object> = {
  '10672': {
    id: 10672,
    codigo: 'SH1943325',
    nombre: 'CAÑO DE COBRE 1/4 X 15 MTS',
    stock: 4,
    idRubro: 4,
    idSubrubro: 14,
    rubro: 'cobre',
  },
  '10700': {
    id: 10700,
    codigo: 'CD12',
    nombre: 'CODO DE COBRE 1/2',
    stock: 9,
    idRubro: 4,
    idSubrubro: 14,
    rubro: 'cobre',
  },
  '20001': {
    id: 20001,
    codigo: 'G134',
    nombre: 'GAS R134A X 1 KG',
    stock: 2,
    idRubro: 4,
    idSubrubro: 14,
    rubro: 'gas',
  },
  // Out of stock: no longer listed, so the import stored no rubro.
  '30001': { id: 30001, nombre: 'VALVULA 1/4', stock: 0, idRubro: 4, idSubrubro: 14 },
};
const rows = {
  cobre: [
    { key: '10672', id: '10672', lista1: 7870, lista2: 6000 },
    { key: '10700', id: '10700', lista1: 650, lista2: 520 },
  ],
  gas: [{ key: '20001', id: '20001', lista1: 30000, lista2: 25000 }],
};

const source: QuoteSource = {
  peek: () => null,
  load: async (rubro) => ({
    items: (rows[rubro as keyof typeof rows] ?? []).map(({ lista2: _private, ...row }) => row),
    updatedAt: listDay,
  }),
  technicianPrices: async (rubro) =>
    new Map((rows[rubro as keyof typeof rows] ?? []).map((row) => [row.key, row.lista2])),
};
const readRecord = vi.fn(async (article: string) => records[article] ?? null);

function open(hash: string, priceType: PriceType = 1) {
  const router = createMemoryRouter(
    [
      {
        path: '/presupuesto',
        element: <QuoteListView source={source} priceType={priceType} readRecord={readRecord} />,
      },
    ],
    { initialEntries: [`/presupuesto${hash}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const sharedLines = () =>
  within(screen.getByRole('list', { name: 'Artículos del presupuesto compartido' })).getAllByRole('listitem');
const text = (element: HTMLElement) => element.textContent!.replace(/\s/g, ' ');
const three = `#lista=${encodeQuoteLink([
  { key: '10672', quantity: 2 },
  { key: '10700', quantity: 1 },
  { key: '20001', quantity: 3 },
])}`;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a shared list (/presupuesto#lista=…)', () => {
  it('shows the lines at the public prices and totals them; opening it changes nothing on this device', async () => {
    addToQuote({ key: '10700', nombre: 'CODO', codigo: '', id: '10700', rubro: 'cobre', price: 650, priceList: 1 });
    open(three);
    expect(await screen.findByText('Total')).toBeInTheDocument();
    // The page speaks of the list that was sent, not of how to make one.
    expect(screen.getByText(/^Te mandaron esta lista/)).toBeInTheDocument();
    expect(screen.queryByText(INTRO_TEXT)).not.toBeInTheDocument();
    expect(sharedLines().map(text)).toEqual([
      expect.stringContaining('CAÑO DE COBRE 1/4 X 15 MTS'),
      expect.stringContaining('CODO DE COBRE 1/2'),
      expect.stringContaining('GAS R134A X 1 KG'),
    ]);
    expect(text(sharedLines()[0]!)).toContain('Precio unitario: $ 7.870');
    expect(text(sharedLines()[0]!)).toContain('Cantidad: 2');
    expect(text(screen.getByText('Total').parentElement!)).toBe('Total $ 106.390'); // 2 × 7870 + 650 + 3 × 30000
    expect(screen.queryByText(INCOMPLETE_TEXT)).not.toBeInTheDocument();
    expect(readQuoteList().map((item) => [item.key, item.quantity])).toEqual([['10700', 1]]);
    expect(screen.getByRole('link', { name: 'Ver mi presupuesto (1 artículo)' })).toHaveAttribute(
      'href',
      '/presupuesto',
    );
  });

  it("prices it for a technician with the technicians' list", async () => {
    open(three, 2);
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(text(sharedLines()[0]!)).toContain('Precio unitario: $ 6.000');
    expect(screen.getByText('Precios para técnicos (lista 2)')).toBeInTheDocument();
  });

  it('Agregar a mi presupuesto sums the quantities into the list', async () => {
    const user = userEvent.setup();
    addToQuote({ key: '10700', nombre: 'CODO', codigo: '', id: '10700', rubro: 'cobre', price: 650, priceList: 1 });
    open(three);
    await user.click(await screen.findByRole('button', { name: 'Agregar a mi presupuesto' }));
    expect(await screen.findByText('✓ Agregamos 3 artículos a tu presupuesto.')).toBeInTheDocument();
    expect(readQuoteList().map((item) => [item.key, item.quantity, item.price])).toEqual([
      ['10700', 2, 650],
      ['10672', 2, 7870],
      ['20001', 3, 30000],
    ]);
    // Pressed again: the list is already there, nothing doubles.
    await user.click(screen.getByRole('button', { name: 'Agregar a mi presupuesto' }));
    expect(
      await screen.findByText('Esta lista ya está en tu presupuesto: no la sumamos otra vez.'),
    ).toBeInTheDocument();
    expect(readQuoteList().map((item) => item.quantity)).toEqual([2, 2, 3]);
  });

  it('Reemplazar mi presupuesto asks once when there is a list, and can be cancelled', async () => {
    const user = userEvent.setup();
    addToQuote({ key: '10700', nombre: 'CODO', codigo: '', id: '10700', rubro: 'cobre', price: 650, priceList: 1 });
    open(three);
    await user.click(await screen.findByRole('button', { name: 'Reemplazar mi presupuesto' }));
    expect(screen.getByText('¿Reemplazar tu presupuesto (1 artículo) por esta lista?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(readQuoteList()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reemplazar mi presupuesto' }));
    await user.click(screen.getByRole('button', { name: 'Sí, reemplazar' }));
    expect(readQuoteList().map((item) => [item.key, item.quantity])).toEqual([
      ['10672', 2],
      ['10700', 1],
      ['20001', 3],
    ]);
  });

  it('an unknown or no longer listed article is shown as gone and left out of the total; a refused quantity has the field’s message', async () => {
    const value = encodeQuoteLink([
      { key: '10672', quantity: 1 },
      { key: '30001', quantity: 1 },
      { key: '99999', quantity: 4 },
    ]);
    open(`#lista=${value}.10700-100000`.replace(/^(#lista=1\.)3/, '$14'));
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(text(screen.getByText('Total').parentElement!)).toBe('Total $ 7.870');
    const gone = sharedLines().filter((line) => line.textContent!.includes('ya no está en el catálogo'));
    expect(gone.map((line) => within(line).getByRole('heading').textContent)).toEqual([
      'Artículo 30001',
      'Artículo 99999',
    ]);
    expect(text(sharedLines().at(-1)!)).toContain(`Cantidad pedida «100000»: ${QUANTITY_ERROR}`);
    // The checksum no longer matches the lines: it says so.
    expect(screen.getByText(INCOMPLETE_TEXT)).toBeInTheDocument();
  });

  it('a cut link says it is incomplete and shows what it could read; markup in the address stays text', async () => {
    open(three.slice(0, three.lastIndexOf('.')));
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_TEXT);
    expect(sharedLines()).toHaveLength(2);
    cleanup();

    open(`#lista=1.2.x.10672-${encodeURIComponent('<b>9</b>')}.<img src=x>`);
    expect(await screen.findByText(/Cantidad pedida «<b>9<\/b>»/)).toBeInTheDocument();
    expect(document.querySelector('main b, section b, img')).toBeNull();
  });

  it('your own list offers Compartir presupuesto, and its message ends with the list’s address', async () => {
    addToQuote({ key: '10672', nombre: 'CAÑO', codigo: '', id: '10672', rubro: 'cobre', price: 7870, priceList: 1 });
    open('');
    expect(await screen.findByRole('button', { name: 'Compartir presupuesto' })).toBeEnabled();
    const href = screen.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')!;
    const message = new URL(href).searchParams.get('text')!;
    expect(message.split('\n').at(-1)).toBe(
      `Abrí la lista: ${window.location.origin}/presupuesto#lista=${encodeQuoteLink([{ key: '10672', quantity: 1 }])}`,
    );
  });
});
