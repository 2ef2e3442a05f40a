import { describe, expect, it } from 'vitest';
import { hasStoredSession } from './session.ts';

function storage(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

describe('hasStoredSession', () => {
  it('is true only when Firebase Auth keeps a user in storage', () => {
    expect(hasStoredSession(storage(['firebase:authUser:demo-api-key:[DEFAULT]']))).toBe(true);
    expect(hasStoredSession(storage(['productos:cobre', 'other']))).toBe(false);
    expect(hasStoredSession(storage([]))).toBe(false);
  });
  it('behaves as a visitor when storage throws', () => {
    const broken = {
      get length(): number {
        throw new Error('denied');
      },
      key: () => null,
    };
    expect(hasStoredSession(broken)).toBe(false);
  });
});
