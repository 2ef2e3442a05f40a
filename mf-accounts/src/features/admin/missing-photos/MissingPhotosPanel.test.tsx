import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argentinaDay } from '@frio/shared/consultas';
import type { IndexedProduct } from '@frio/shared/catalogue/search-index';
import MissingPhotosPanel from './MissingPhotosPanel.tsx';
import { listedProducts, watchPhotographed } from './missing-photos-data.ts';
import { watchConsultas } from '../consultas/consultas-data.ts';

vi.mock('./missing-photos-data.ts', () => ({ listedProducts: vi.fn(), watchPhotographed: vi.fn() }));
vi.mock('../consultas/consultas-data.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchConsultas: vi.fn(),
}));
const listed = vi.mocked(listedProducts);
const photographed = vi.mocked(watchPhotographed);
const consultas = vi.mocked(watchConsultas);

/** The search index's rows, in its name order. */
const index = (names: string[]): IndexedProduct[] =>
  names.map((nombre, i) => ({ id: String(100 + i), nombre, rubro: 'cobre', lista1: 10 }));

let sendPhotographed: (keys: ReadonlySet<string>) => void = () => {};

beforeEach(() => {
  listed.mockReset();
  photographed.mockReset();
  consultas.mockReset();
  photographed.mockImplementation(async (onKeys) => {
    sendPhotographed = onKeys;
    onKeys(new Set(['101']));
    return () => {};
  });
  const today = argentinaDay(Date.now());
  consultas.mockImplementation(async (_first, onTree) => {
    // Asked about: 103 five times, 102 twice (one of them 40 days ago, outside the 30), 101 (has a photo) nine.
    onTree({
      [today]: { productos: { 103: 3, 102: 1, 101: 9 } },
      [today - 2]: { productos: { 103: 2 } },
      [today - 40]: { productos: { 102: 1, 100: 50 } },
    });
    return () => {};
  });
});

const items = () =>
  within(screen.getByRole('region', { name: 'Productos sin foto' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Productos sin foto', () => {
  it('lists the listed products without a photo, most asked first, each a link to its page', async () => {
    listed.mockResolvedValue(index(['ACEITE', 'CAÑO', 'FILTRO', 'VALVULA']));
    render(<MissingPhotosPanel />);
    const region = await screen.findByRole('region', { name: 'Productos sin foto' });
    await within(region).findByRole('list');
    expect(items()).toEqual([
      'VALVULA (art. 103): 5 consultas',
      'FILTRO (art. 102): 1 consulta',
      'ACEITE (art. 100): 0 consultas',
    ]);
    expect(within(region).getByRole('link', { name: 'VALVULA' })).toHaveAttribute('href', '/producto/103-valvula');
    expect(region).toHaveTextContent('3 productos publicados sin foto');
  });

  it('takes a product off the list when it gets a photo', async () => {
    listed.mockResolvedValue(index(['ACEITE', 'CAÑO', 'FILTRO']));
    render(<MissingPhotosPanel />);
    await screen.findByRole('link', { name: 'FILTRO' });
    sendPhotographed(new Set(['101', '102']));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'FILTRO' })).toBeNull());
    expect(items()).toEqual(['ACEITE (art. 100): 0 consultas']);
    sendPhotographed(new Set(['100', '101', '102']));
    expect(await screen.findByText('Todos los productos publicados tienen foto.')).toBeVisible();
  });

  it('shows 50 at first and 50 more on Ver más', async () => {
    listed.mockResolvedValue(index(Array.from({ length: 120 }, (_, i) => `ARTICULO ${String(i).padStart(3, '0')}`)));
    render(<MissingPhotosPanel />);
    await screen.findByRole('list');
    expect(items()).toHaveLength(50);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ver 50 más' }));
    expect(items()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Ver 19 más' }));
    expect(items()).toHaveLength(119);
    expect(screen.queryByRole('button', { name: /^Ver/ })).toBeNull();
  });

  it('says so in Spanish when it cannot read, and tries again', async () => {
    listed.mockRejectedValueOnce(new Error('timeout')).mockResolvedValue(index(['ACEITE']));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<MissingPhotosPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos leer los productos sin foto. Revisá tu conexión e intentá de nuevo.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'ACEITE' })).toBeVisible();
  });
});
