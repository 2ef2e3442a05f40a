import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter } from '@frio/shared/router';
import { PAGE_SIZE } from './paging.ts';
import { useVisibleCount } from './useVisibleCount.ts';

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

/** A fresh page load at `url` (no history state: the router calls it the entry 'default'). */
function openByUrl(url: string) {
  window.history.replaceState(null, '', url);
  return renderHook(() => useVisibleCount(), { wrapper });
}

describe('useVisibleCount', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the count of a rubro across a reload', () => {
    const first = openByUrl('/productos/insumos/gas');
    act(() => first.result.current.loadMore());
    const loaded = first.result.current.limit;
    expect(loaded).toBeGreaterThan(PAGE_SIZE);
    first.unmount();
    expect(openByUrl('/productos/insumos/gas').result.current.limit).toBe(loaded);
  });

  it('starts another rubro opened by its URL at the first page', () => {
    const gas = openByUrl('/productos/insumos/gas');
    act(() => gas.result.current.loadMore());
    gas.unmount();
    expect(openByUrl('/productos/insumos/cobre').result.current.limit).toBe(PAGE_SIZE);
  });

  it('a new page starts at the top, but one taking over a document that showed its rows keeps the place', () => {
    openByUrl('/productos/insumos/gas');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    vi.mocked(window.scrollTo).mockClear();
    renderHook(() => useVisibleCount(true), { wrapper });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
