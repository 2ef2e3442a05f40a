import { describe, expect, it } from 'vitest';
import { hasStoredSession } from './session.ts';

const account = JSON.stringify({ uid: 'demo-tecnico', email: 'tecnico@demo.frio', isAnonymous: false });
const anonymous = JSON.stringify({ uid: 'anon-123', isAnonymous: true });

function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => entries[key] ?? null,
  };
}

describe('hasStoredSession', () => {
  it('is true only when Firebase Auth keeps a signed-in account in storage', () => {
    expect(hasStoredSession(storage({ 'firebase:authUser:demo-api-key:[DEFAULT]': account }))).toBe(true);
    expect(hasStoredSession(storage({ 'productos:cobre': '[]', other: 'x' }))).toBe(false);
    expect(hasStoredSession(storage({}))).toBe(false);
  });
  it('an anonymous session (the technician sign-up opens one) is no account', () => {
    expect(hasStoredSession(storage({ 'firebase:authUser:demo-api-key:[DEFAULT]': anonymous }))).toBe(false);
  });
  it('an unreadable entry is no account', () => {
    expect(hasStoredSession(storage({ 'firebase:authUser:demo-api-key:[DEFAULT]': '{roto' }))).toBe(false);
    expect(hasStoredSession(storage({ 'firebase:authUser:demo-api-key:[DEFAULT]': 'null' }))).toBe(false);
  });
  it('behaves as a visitor when storage throws', () => {
    const broken = {
      get length(): number {
        throw new Error('denied');
      },
      key: () => null,
      getItem: () => null,
    };
    expect(hasStoredSession(broken)).toBe(false);
  });
});
