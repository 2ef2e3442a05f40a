import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from './analyse.ts';

const data = vi.hoisted(() => ({
  readCurrentCatalogue: vi.fn(),
  analyseInWorker: vi.fn(),
  publishCatalogue: vi.fn(),
}));
vi.mock('./price-list-data.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  ...data,
}));
vi.mock('./price-list.worker.ts?worker&inline', () => ({ default: class {} }));
vi.mock('./undo-data.ts', () => ({
  watchLatestKept: (onChange: (latest: null) => void) => {
    onChange(null);
    return Promise.resolve(() => undefined);
  },
  restoreKept: vi.fn(),
}));

const { PriceListPanel } = await import('./PriceListPanel.tsx');
const { PriceListError } = await import('./price-list-data.ts');

const ready: Analysis = {
  status: 'ready',
  format: 'CSV (separador ";", Windows-1252)',
  read: 2,
  rejected: [{ line: 3, reasons: ['falta el nombre'] }],
  preview: {
    added: 1,
    repriced: 1,
    otherwiseChanged: 0,
    unchanged: 0,
    removed: 0,
    leaps: 0,
    addedArticles: [],
    removedArticles: [],
    largest: [],
  },
  tree: {
    productos: {},
    catalogo: { listas: {}, primeras: {}, indice: [], relacionados: {}, fotos: {}, actualizado: 1 },
    privado: { precios: {}, listas: {} },
  },
  removal: null,
  leaps: null,
  kept: null,
};

const file = new File(['id;nombre'], 'lista.csv', { type: 'text/csv' });

beforeEach(() => {
  for (const fn of Object.values(data)) fn.mockReset();
  data.readCurrentCatalogue.mockResolvedValue({ productos: null, catalogo: null, privado: null, updatedAt: null });
  data.analyseInWorker.mockResolvedValue(ready);
});

describe('PriceListPanel', () => {
  it('the database down while publishing: a Spanish message, the preview stays, Publicar again publishes', async () => {
    const user = userEvent.setup();
    data.publishCatalogue
      .mockRejectedValueOnce(
        new PriceListError('No hay conexión con la base de datos. No se cambió nada; podés volver a tocar Publicar.'),
      )
      .mockResolvedValueOnce(Date.UTC(2026, 10, 24, 15));
    render(<PriceListPanel />);
    await user.upload(screen.getByLabelText('Archivo de la lista de precios'), file);
    expect(await screen.findByText('línea 3: falta el nombre')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo publicar: No hay conexión con la base de datos. No se cambió nada; podés volver a tocar Publicar.',
    );
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Lista publicada. Precios actualizados el 24/11/2026.')).toBeTruthy();
    expect(data.publishCatalogue).toHaveBeenCalledTimes(2);
  });

  it('a list that removes most of the catalogue: the warning names the count, Publicar asks again, only the second click writes', async () => {
    const user = userEvent.setup();
    data.analyseInWorker.mockResolvedValue({
      ...ready,
      preview: {
        added: 2,
        repriced: 0,
        otherwiseChanged: 0,
        unchanged: 1,
        removed: 899,
        leaps: 0,
        addedArticles: [],
        removedArticles: Array.from({ length: 899 }, (_, i) => ({ id: String(1000 + i), nombre: `CAÑO ${i}` })),
        largest: [],
      },
      removal: {
        removed: 899,
        text: 'Esta lista da de baja 899 de los 900 artículos publicados (más del 10 %). Si no es lo que querés, revisá el archivo: puede estar incompleto.',
      },
    });
    data.publishCatalogue.mockResolvedValue(Date.UTC(2026, 10, 24, 15));
    render(<PriceListPanel />);
    await user.upload(screen.getByLabelText('Archivo de la lista de precios'), file);
    expect(
      await screen.findByText(
        'Esta lista da de baja 899 de los 900 artículos publicados (más del 10 %). Si no es lo que querés, revisá el archivo: puede estar incompleto.',
        { exact: false },
      ),
    ).toBeTruthy();
    // Which ones, by name: the first 200 and how many more.
    const removed = screen.getByRole('list', { name: 'Dados de baja' }).querySelectorAll('li');
    expect(removed[0]?.textContent).toBe('CAÑO 0 (id 1000)');
    expect(removed).toHaveLength(201);
    expect(removed[200]?.textContent).toBe('… y 699 más');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(data.publishCatalogue).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, volver' }));
    await user.click(screen.getByRole('button', { name: 'No, volver' }));
    expect(data.publishCatalogue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, dar de baja 899 artículos y publicar' }));
    expect(await screen.findByText('Lista publicada. Precios actualizados el 24/11/2026.')).toBeTruthy();
    expect(data.publishCatalogue).toHaveBeenCalledTimes(1);
  });

  it('a list that moves a price below half or beyond double: the warning, then Publicar asks again, «No» focused', async () => {
    const user = userEvent.setup();
    const text =
      'Un precio baja a menos de la mitad o sube a más del doble (ver «Cambios de precio más grandes»). Si no es lo que querés, revisá el archivo: puede faltar o sobrar una cifra.';
    data.analyseInWorker.mockResolvedValue({ ...ready, leaps: { leaps: 1, text } });
    data.publishCatalogue.mockResolvedValue(Date.UTC(2026, 10, 24, 15));
    render(<PriceListPanel />);
    await user.upload(screen.getByLabelText('Archivo de la lista de precios'), file);
    expect(await screen.findByText(text, { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(data.publishCatalogue).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Confirmar antes de publicar' }).textContent).toContain(
      '¿Seguro? Precios que bajan a menos de la mitad o suben a más del doble: 1.',
    );
    // A second Enter answers «no»: the focus is on it, not on the publish.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, volver' }));
    await user.keyboard('{Enter}');
    expect(data.publishCatalogue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, publicar estos precios' }));
    expect(await screen.findByText('Lista publicada. Precios actualizados el 24/11/2026.')).toBeTruthy();
    expect(data.publishCatalogue).toHaveBeenCalledTimes(1);
  });

  it('a list without the warning publishes at the first Publicar', async () => {
    const user = userEvent.setup();
    data.analyseInWorker.mockResolvedValue({
      ...ready,
      preview: {
        added: 0,
        repriced: 0,
        otherwiseChanged: 0,
        unchanged: 810,
        removed: 90,
        leaps: 0,
        addedArticles: [],
        removedArticles: [],
        largest: [],
      },
    });
    data.publishCatalogue.mockResolvedValue(Date.UTC(2026, 10, 24, 15));
    render(<PriceListPanel />);
    await user.upload(screen.getByLabelText('Archivo de la lista de precios'), file);
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Lista publicada. Precios actualizados el 24/11/2026.')).toBeTruthy();
    expect(screen.queryByText(/da de baja/)).toBeNull();
  });

  it('a file that cannot be read, or the database not answering before the preview: says so, nothing published', async () => {
    const user = userEvent.setup();
    data.readCurrentCatalogue.mockRejectedValue(new PriceListError('No hubo respuesta de la base de datos.'));
    render(<PriceListPanel />);
    await user.upload(screen.getByLabelText('Archivo de la lista de precios'), file);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo leer la lista: No hubo respuesta de la base de datos. Probá de nuevo.',
    );
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(data.publishCatalogue).not.toHaveBeenCalled();
  });

  it('a refused file: the reasons, no Publicar', async () => {
    const user = userEvent.setup();
    data.analyseInWorker.mockResolvedValue({ status: 'refused', reason: 'Falta la columna obligatoria lista2.' });
    render(<PriceListPanel />);
    await user.upload(screen.getByLabelText('Archivo de la lista de precios'), file);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Archivo rechazado, no se escribió nada.');
    expect(alert.textContent).toContain('Falta la columna obligatoria lista2.');
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });
});
