import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPolicy, whenMainSettled } from './prefetch-intent.ts';

describe('prefetchPolicy', () => {
  it('prefetches on intent and when idle on a normal connection, or when the browser does not say', () => {
    expect(prefetchPolicy({ effectiveType: '4g' })).toBe('all');
    expect(prefetchPolicy(undefined)).toBe('all');
  });
  it('keeps to intent on 2G and does nothing with Save-Data', () => {
    expect(prefetchPolicy({ effectiveType: 'slow-2g' })).toBe('intent');
    expect(prefetchPolicy({ effectiveType: '2g' })).toBe('intent');
    expect(prefetchPolicy({ effectiveType: '4g', saveData: true })).toBe('none');
  });
});

describe('whenMainSettled (the idle prefetch waits for the current page)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('goes at once when nothing in <main> is busy', () => {
    document.body.innerHTML = '<header aria-busy="true"></header><main><section></section></main>';
    const callback = vi.fn();
    whenMainSettled(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits while the page says it is loading, and goes once it is not', async () => {
    document.body.innerHTML = '<main><section aria-busy="true">Cargando productos…</section></main>';
    const callback = vi.fn();
    whenMainSettled(callback);
    await settle();
    expect(callback).not.toHaveBeenCalled();
    document.querySelector('section')!.removeAttribute('aria-busy');
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever on a page that stays busy', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main aria-busy="true"></main>';
    const callback = vi.fn();
    whenMainSettled(callback);
    vi.advanceTimersByTime(9_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
