import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeptSummary } from '@frio/shared/catalogue/kept-lists';

const data = vi.hoisted(() => ({
  listener: undefined as ((latest: KeptSummary | null) => void) | undefined,
  restoreKept: vi.fn(),
}));
vi.mock('./undo-data.ts', () => ({
  watchLatestKept: (onChange: (latest: KeptSummary | null) => void) => {
    data.listener = onChange;
    return Promise.resolve(() => undefined);
  },
  restoreKept: data.restoreKept,
}));
vi.mock('./price-list.worker.ts?worker&inline', () => ({ default: class {} }));

const { UndoPublish } = await import('./UndoPublish.tsx');
const { PriceListError } = await import('./price-list-data.ts');

const kept: KeptSummary = {
  slot: '2',
  guardado: Date.UTC(2026, 10, 25, 15),
  fecha: Date.UTC(2026, 10, 20, 13, 30),
  articulos: 1234,
};

beforeEach(() => {
  data.restoreKept.mockReset();
  data.listener = undefined;
});

describe('UndoPublish', () => {
  it('says when nothing is kept, and offers no button', async () => {
    render(<UndoPublish onRestored={() => undefined} />);
    await vi.waitFor(() => expect(data.listener).toBeDefined());
    act(() => data.listener!(null));
    expect(screen.getByText('No hay publicaciones anteriores guardadas para deshacer.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names what comes back, asks once more, and only then restores', async () => {
    const user = userEvent.setup();
    const onRestored = vi.fn();
    data.restoreKept
      .mockRejectedValueOnce(
        new PriceListError('No hay conexión con la base de datos. No se cambió nada; podés volver a tocar Deshacer.'),
      )
      .mockResolvedValueOnce(Date.UTC(2026, 10, 25, 16));
    render(<UndoPublish onRestored={onRestored} />);
    await vi.waitFor(() => expect(data.listener).toBeDefined());
    act(() => data.listener!(kept));
    expect(screen.getByText('Vuelve la lista publicada el 20/11/2026 a las 10:30, con 1.234 artículos.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deshacer la última publicación' }));
    const group = screen.getByRole('group', { name: 'Confirmar deshacer' });
    expect(group.textContent).toContain('¿Volver a la lista publicada el 20/11/2026 a las 10:30, con 1.234 artículos?');
    expect(data.restoreKept).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'No, dejar la lista actual' }));
    expect(data.restoreKept).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Deshacer la última publicación' }));
    const confirm = screen.getByRole('button', { name: 'Sí, volver a la lista del 20/11/2026' });
    // The focus on «No»: a second Enter keeps the list.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, dejar la lista actual' }));
    await user.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo deshacer: No hay conexión con la base de datos. No se cambió nada; podés volver a tocar Deshacer.',
    );
    expect(onRestored).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Deshacer la última publicación' }));
    await user.click(screen.getByRole('button', { name: 'Sí, volver a la lista del 20/11/2026' }));
    expect(
      await screen.findByText(
        'Publicación deshecha: volvió la lista publicada el 20/11/2026 a las 10:30, con 1.234 artículos. Precios actualizados el 25/11/2026.',
      ),
    ).toBeTruthy();
    expect(data.restoreKept).toHaveBeenCalledWith(kept);
    expect(onRestored).toHaveBeenCalledWith(Date.UTC(2026, 10, 25, 16));
  });
});
