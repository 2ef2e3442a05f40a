import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { SESSION_EVENT } from '@frio/shared/session';
import { forgetEveryTechnicianPrice } from '@frio/shared/offline/forget-technician-prices';
import { usePriceType } from './usePriceType.ts';

vi.mock('@frio/shared/offline/forget-technician-prices', () => ({ forgetEveryTechnicianPrice: vi.fn(async () => {}) }));
const forget = vi.mocked(forgetEveryTechnicianPrice);
const session = 'firebase:authUser:demo-api-key:[DEFAULT]';
const technician = async () => 2 as const;
const visitor = async () => 1 as const;
const signIn = () => localStorage.setItem(session, JSON.stringify({ uid: 't', isAnonymous: false }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  forget.mockClear();
});

describe('usePriceType', () => {
  it('without a session: list 1, and every technician price on the device goes (the saved list 2 too)', () => {
    const { result } = renderHook(() => usePriceType(technician));
    expect(result.current).toBe(1);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it("a technician's session keeps them; once it is gone (Salir, another tab, expired) they go", async () => {
    signIn();
    const { result } = renderHook(() => usePriceType(technician));
    await waitFor(() => expect(result.current).toBe(2));
    expect(forget).not.toHaveBeenCalled();
    act(() => {
      localStorage.removeItem(session);
      window.dispatchEvent(new Event(SESSION_EVENT));
    });
    expect(result.current).toBe(1);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it("a session that is no technician's: they go", async () => {
    signIn();
    const { result } = renderHook(() => usePriceType(visitor));
    await waitFor(() => expect(result.current).toBe(1));
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
