import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useViewerPrices, type TechnicianPriceSource } from './useViewerPrices.ts';

const cano = { id: '10672', rubro: 'cobre', lista1: 7870 };
const gas = { id: '20001', rubro: 'gas', lista1: 30000 };
const sinPrecio = { id: '10700', rubro: 'cobre' };

function source(lists: Record<string, Array<[string, number]>>, refused: string[] = []) {
  return {
    technicianPrices: vi.fn(async (rubro: string) => {
      if (refused.includes(rubro)) throw new Error('permission_denied');
      return new Map(lists[rubro] ?? []);
    }),
  } satisfies TechnicianPriceSource;
}

describe('useViewerPrices', () => {
  it('gives a visitor list 1 at once and reads no technician price', () => {
    const src = source({ cobre: [['10672', 6100]] });
    const { result } = renderHook(() => useViewerPrices(['cobre'], 1, src));
    expect(result.current.priceOf(cano)).toBe(7870);
    expect(result.current.priceOf(sinPrecio)).toBeNull();
    expect(result.current.technician).toBe(false);
    expect(src.technicianPrices).not.toHaveBeenCalled();
  });

  it('shows nothing while the price type is being read', () => {
    const src = source({});
    const { result } = renderHook(() => useViewerPrices(['cobre'], undefined, src));
    expect(result.current.priceOf(cano)).toBeUndefined();
    expect(src.technicianPrices).not.toHaveBeenCalled();
  });

  it("gives a technician list 2 from the shown rubros' private lists, each read once, never list 1 first", async () => {
    const src = source({ cobre: [['10672', 6100]], gas: [['20001', 25000]] });
    const { result, rerender } = renderHook(({ rubros }) => useViewerPrices(rubros, 2, src), {
      initialProps: { rubros: ['cobre', 'gas', 'cobre'] },
    });
    expect(result.current.priceOf(cano)).toBeUndefined();
    await waitFor(() => expect(result.current.priceOf(gas)).toBe(25000));
    expect(result.current.priceOf(cano)).toBe(6100);
    expect(result.current.technician).toBe(true);
    rerender({ rubros: ['gas'] });
    expect(src.technicianPrices.mock.calls.map(([rubro]) => rubro).sort()).toEqual(['cobre', 'gas']);
  });

  it('falls back to list 1 for a rubro whose private list the rules refuse', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const src = source({}, ['cobre']);
    const { result } = renderHook(() => useViewerPrices(['cobre'], 2, src));
    await waitFor(() => expect(result.current.priceOf(cano)).toBe(7870));
  });
});
