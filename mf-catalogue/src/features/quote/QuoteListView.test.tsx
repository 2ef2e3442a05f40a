import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_STORAGE_KEY, addToQuote, readQuoteList, type QuoteProduct } from '@frio/shared/quote-list';
import type { PriceType } from '@frio/shared/types';
import { QUANTITY_ERROR } from './quantity.ts';
import { EMPTY_TEXT, GONE_TEXT, INTRO_TEXT, QuoteListView } from './QuoteListView.tsx';
import { UNCHECKED_TEXT } from './PriceNotes.tsx';
import { TECHNICIAN_PRICES } from '../../lib/prices/price.ts';
import type { QuoteSource } from './useCurrentLists.ts';
import type { CatalogueRow } from './quote-lines.ts';

const listDay = Date.UTC(2026, 10, 24, 15);
const cano: QuoteProduct = {
  key: 'k-cano',
  nombre: 'CAÑO DE COBRE 1/4 X 15 MTS',
  codigo: 'SH1943325',
  id: '10672',
  rubro: 'cobre',
  price: 7870,
  priceList: 1,
};
const codo: QuoteProduct = {
  ...cano,
  key: 'k-codo',
  nombre: 'CODO DE COBRE 1/2',
  codigo: 'CD12',
  id: '10700',
  price: 500,
};
const gas: QuoteProduct = {
  ...cano,
  key: 'k-gas',
  nombre: 'GAS R134A X 1 KG',
  codigo: 'G134',
  id: '20001',
  rubro: 'gas',
  price: 30000,
};

/** A line as storage holds it (the names every release writes). */
const stored = ({ nombre, codigo, id, ...line }: QuoteProduct) => ({
  ...line,
  name: nombre,
  code: codigo,
  article: id,
});

/** A public row: list 1 only (technician prices are in the private half, `technicianPrices` below). */
type FullRow = CatalogueRow & { lista2?: number };
const row = (
  product: QuoteProduct,
  lista1: number | undefined,
  lista2?: number,
): CatalogueRow & { lista2?: number } => ({
  key: product.key,
  id: product.id,
  lista1,
  lista2,
});
const publicRow = ({ lista2: _private, ...rest }: FullRow): CatalogueRow => rest;

/** The catalogue as the listing's source gives it: cobre (the codo repriced), gas. */
const catalogue: Record<string, FullRow[]> = {
  cobre: [row(cano, 7870, 6000), row(codo, 650, 520)],
  gas: [row(gas, 30000, 25000)],
};

function source(
  lists: Record<string, FullRow[]> = catalogue,
  fail = false,
): QuoteSource & { load: ReturnType<typeof vi.fn> } {
  return {
    peek: () => null,
    load: vi.fn(async (rubro: string) => {
      if (fail) throw new Error('offline');
      return { items: (lists[rubro] ?? []).map(publicRow), updatedAt: listDay };
    }),
    technicianPrices: async (rubro: string) =>
      new Map(
        (lists[rubro] ?? []).flatMap(({ key, lista2 }) => (lista2 === undefined ? [] : [[key, lista2] as const])),
      ),
  };
}

/** `priceType` null: the viewer's price list is still being read. */
function show(src: QuoteSource = source(), priceType: PriceType | null = 1) {
  const router = createMemoryRouter(
    [
      {
        path: '/presupuesto',
        element: <QuoteListView source={src} priceType={priceType ?? undefined} readRecord={async () => null} />,
      },
      { path: '/productos/insumos', element: <p>Insumos</p> },
    ],
    { initialEntries: ['/presupuesto'] },
  );
  return render(<RouterProvider router={router} />);
}

const line = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
/** The text of a line's "Precio unitario" or "Subtotal". */
const figure = (name: string, label: 'Precio unitario:' | 'Subtotal:') =>
  within(line(name)).getByText(label).parentElement!.textContent!.replace(/\s/g, ' ');
const whatsappText = () =>
  new URL(screen.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')!).searchParams.get('text');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** /presupuesto with the caño in it, settled: the user and the line's Cantidad field. */
async function quantityOfOneLine() {
  const user = userEvent.setup();
  addToQuote(cano);
  show();
  await screen.findByText('Total');
  return { user, field: within(line(cano.nombre)).getByLabelText('Cantidad') };
}

describe('/presupuesto', () => {
  it('says an empty list is empty and links to Insumos, under what the list is for', async () => {
    show();
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByText(INTRO_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Insumos' })).toHaveAttribute('href', '/productos/insumos');
  });

  it('discards a corrupt stored list without an error on screen', async () => {
    localStorage.setItem(QUOTE_STORAGE_KEY, '{"version":1,"items":[{"key":1}]}');
    show();
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
  });

  it('shows each line at the current price, flags a repriced one, and totals; the message holds every line', async () => {
    addToQuote(cano);
    addToQuote(cano);
    addToQuote(codo);
    addToQuote(gas);
    show();
    expect(await screen.findByText('Total')).toBeInTheDocument();
    const first = within(line(cano.nombre));
    expect(first.getByText('Código SH1943325 · Artículo 10672')).toBeInTheDocument();
    expect(first.getByLabelText('Cantidad')).toHaveValue('2');
    expect(figure(cano.nombre, 'Precio unitario:')).toBe('Precio unitario: $ 7.870');
    expect(figure(cano.nombre, 'Subtotal:')).toBe('Subtotal: $ 15.740');
    expect(
      within(line(codo.nombre)).getByText(/El precio cambió desde que lo agregaste \(antes \$\s500\)/),
    ).toBeInTheDocument();
    expect(figure(codo.nombre, 'Precio unitario:')).toBe('Precio unitario: $ 650');
    // 2 × 7.870 + 650 + 30.000
    expect(screen.getByText(/\$\s46\.390$/)).toBeInTheDocument();
    const text = whatsappText();
    expect(text).toContain('• 2 × CAÑO DE COBRE 1/4 X 15 MTS (código SH1943325, artículo 10672): $ 7.870 c/u');
    expect(text).toContain('• 1 × CODO DE COBRE 1/2 (código CD12, artículo 10700): $ 650 c/u');
    expect(text).toContain('• 1 × GAS R134A X 1 KG (código G134, artículo 20001): $ 30.000 c/u');
    expect(text).toContain('según la lista del 24/11/2026');
    expect(text?.endsWith('Total: $ 46.390')).toBe(true);
    // Sending it counts a consultation for each line's product, once (docs/back-office.md).
    expect(screen.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
      'data-producto',
      `${cano.key} ${codo.key} ${gas.key}`,
    );
  });

  it('reads each rubro once, through the listing source', async () => {
    addToQuote(cano);
    addToQuote(codo);
    addToQuote(gas);
    const src = source();
    show(src);
    await screen.findByText('Total');
    expect(src.load.mock.calls.map(([rubro]) => rubro).sort()).toEqual(['cobre', 'gas']);
  });

  it('marks a product the catalogue no longer lists and leaves it out of the message and the total', async () => {
    addToQuote(cano);
    addToQuote(gas);
    show(source({ cobre: [], gas: catalogue.gas! }));
    await screen.findByText('Total');
    expect(within(line(cano.nombre)).getByText(new RegExp(GONE_TEXT))).toBeInTheDocument();
    expect(whatsappText()).not.toContain('CAÑO');
    expect(screen.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute('data-producto', gas.key);
    expect(screen.getByText(/\$\s30\.000$/, { selector: 'strong' })).toBeInTheDocument();
  });

  it('edits quantities: typed, − and +, 0 and Quitar take the line out', async () => {
    const user = userEvent.setup();
    addToQuote(cano);
    addToQuote(gas);
    show();
    await screen.findByText('Total');
    const field = within(line(cano.nombre)).getByLabelText('Cantidad');
    await user.clear(field);
    await user.type(field, '03');
    expect(field).toHaveValue('3');
    expect(readQuoteList()[0]?.quantity).toBe(3);
    await user.click(within(line(cano.nombre)).getByRole('button', { name: /Sumar uno/ }));
    await user.click(within(line(cano.nombre)).getByRole('button', { name: /Sumar uno/ }));
    await user.click(within(line(cano.nombre)).getByRole('button', { name: /Restar uno/ }));
    expect(field).toHaveValue('4');
    expect(whatsappText()).toContain('• 4 × CAÑO');
    await user.click(within(line(gas.nombre)).getByRole('button', { name: 'Quitar' }));
    expect(screen.queryByRole('heading', { name: gas.nombre })).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '0');
    // A 0 waits a moment ("03" starts with it), then takes the line out.
    expect(readQuoteList()).toHaveLength(1);
    expect(await screen.findByText(EMPTY_TEXT, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(readQuoteList()).toEqual([]);
  });

  it('refuses "-2", "1e9", "abc" and 100000 with a Spanish message, keeping the previous quantity', async () => {
    const { user, field } = await quantityOfOneLine();
    for (const typed of ['-2', '1e9', 'abc', '100000']) {
      await user.clear(field);
      await user.paste(typed);
      expect(screen.getByRole('alert')).toHaveTextContent(QUANTITY_ERROR);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue('1');
      expect(readQuoteList()[0]?.quantity).toBe(1);
    }
    // The same quantity typed again after a refusal clears the message.
    await user.paste('x');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.paste('1'); // over the selected quantity
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Typed key by key, a refused key is one the field does not take: the text and caret stay, and the
    // message stays while typing goes on, and after the field is left (it says why the quantity is what it is).
    await user.type(field, '-');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(field).toHaveValue('1');
    await user.keyboard('7');
    expect(field).toHaveValue('17');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(readQuoteList()[0]?.quantity).toBe(17);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(QUANTITY_ERROR);
    // A step is a new start: the message goes.
    await user.click(within(line(cano.nombre)).getByRole('button', { name: /Sumar uno/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an emptied field waits without a message, and left empty shows the quantity again and says why', async () => {
    const { user, field } = await quantityOfOneLine();
    await user.clear(field);
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(field).toHaveValue('1');
    expect(screen.getByRole('alert')).toHaveTextContent(QUANTITY_ERROR);
    expect(readQuoteList()[0]?.quantity).toBe(1);
    // A number typed over it is a new start.
    await user.tripleClick(field);
    await user.keyboard('4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readQuoteList()[0]?.quantity).toBe(4);
  });

  it('"1.000" typed key by key is 1000, and a refused key over the selected quantity never empties the list', async () => {
    const { user, field } = await quantityOfOneLine();
    await user.tripleClick(field);
    await user.keyboard('1.000');
    expect(field).toHaveValue('1000');
    expect(readQuoteList()[0]?.quantity).toBe(1000);
    expect(screen.getByRole('alert')).toHaveTextContent(QUANTITY_ERROR);
    // "-2" over the selected 1000: the "-" is refused with the quantity still selected, the 2 replaces it.
    await user.tripleClick(field);
    await user.keyboard('-');
    expect(field).toHaveValue('1000');
    await user.keyboard('2');
    expect(field).toHaveValue('2');
    expect(readQuoteList()[0]?.quantity).toBe(2);
    // "2,5": the comma is refused (and said), the line stays.
    await user.tripleClick(field);
    await user.keyboard('2,5');
    expect(field).toHaveValue('25');
    expect(screen.getByRole('alert')).toHaveTextContent(QUANTITY_ERROR);
    expect(readQuoteList()).toHaveLength(1);
  });

  it('copies the list with a visible confirmation, and shows the text to copy when the browser refuses', async () => {
    const user = userEvent.setup();
    addToQuote(cano);
    show();
    await screen.findByText('Total');
    await user.click(screen.getByRole('button', { name: 'Copiar lista' }));
    expect(await screen.findByText('✓ Lista copiada')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(whatsappText());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(within(line(cano.nombre)).getByRole('button', { name: /Sumar uno/ }));
    await user.click(screen.getByRole('button', { name: 'Copiar lista' }));
    expect(await screen.findByRole('textbox', { name: /No pudimos copiar/ })).toHaveValue(whatsappText());
  });

  it('asks once before emptying, and can be cancelled', async () => {
    const user = userEvent.setup();
    addToQuote(cano);
    show();
    await screen.findByText('Total');
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(readQuoteList()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    expect(screen.getByText(/¿Vaciar el presupuesto\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí, vaciar' }));
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
  });

  it("shows technicians' prices to a technician, and says so in the message", async () => {
    addToQuote(cano);
    show(source(), 2);
    await screen.findByText('Total');
    expect(screen.getByText(TECHNICIAN_PRICES)).toBeInTheDocument();
    expect(figure(cano.nombre, 'Precio unitario:')).toBe('Precio unitario: $ 6.000');
    expect(within(line(cano.nombre)).queryByText(/El precio cambió/)).not.toBeInTheDocument();
    expect(whatsappText()).toContain('según la lista de técnicos del 24/11/2026');
  });

  it('waits for the viewer’s price list before offering to send', async () => {
    addToQuote(cano);
    show(source(), null);
    expect(await screen.findByText('Actualizando precios…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enviar por WhatsApp' })).not.toBeInTheDocument();
  });

  it('keeps the stored prices, says so and retries when the catalogue cannot be read', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    addToQuote(cano);
    const failing = source(catalogue, true);
    show(failing);
    expect(await screen.findByText(UNCHECKED_TEXT)).toBeInTheDocument();
    expect(whatsappText()).toContain('$ 7.870 c/u');
    failing.load.mockResolvedValue({ items: [row(cano, 9000)], updatedAt: listDay });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await act(async () => {});
    expect(screen.queryByText(UNCHECKED_TEXT)).not.toBeInTheDocument();
    expect(whatsappText()).toContain('$ 9.000 c/u');
  });

  it('follows a change made in another tab', async () => {
    show();
    await screen.findByText(EMPTY_TEXT);
    act(() => {
      localStorage.setItem(
        QUOTE_STORAGE_KEY,
        JSON.stringify({ version: 1, items: [{ ...stored(gas), quantity: 2, addedAt: 1 }] }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: QUOTE_STORAGE_KEY }));
    });
    expect(await screen.findByRole('heading', { name: gas.nombre })).toBeInTheDocument();
  });
});
