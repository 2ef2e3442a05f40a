import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './timeout.ts';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('passes on the answer that comes in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 1000, () => new Error('late'))).resolves.toBe('ok');
  });

  it('passes on the failure that comes in time', async () => {
    await expect(withTimeout(Promise.reject(new Error('down')), 1000, () => new Error('late'))).rejects.toThrow('down');
  });

  it('rejects with the given error when no answer comes in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const answer = withTimeout(new Promise<never>(() => {}), 1000, () => new Error('late'));
    const settled = expect(answer).rejects.toThrow('late');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer once the answer is there', async () => {
    vi.useFakeTimers();
    await withTimeout(Promise.resolve(1), 1000, () => new Error('late'));
    expect(vi.getTimerCount()).toBe(0);
  });
});
