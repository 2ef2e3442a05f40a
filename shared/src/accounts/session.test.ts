import { describe, expect, it } from 'vitest';
import { hasStoredSession, storedAccount, storedUid } from './session.ts';

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

/** A stored user as Firebase Auth keeps it, with an ID token carrying these claims. */
const withClaims = (claims: Record<string, unknown>) => {
  const payload = btoa(JSON.stringify({ sub: 'u1', ...claims }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return JSON.stringify({ uid: 'u1', isAnonymous: false, stsTokenManager: { accessToken: `e30.${payload}.` } });
};

describe('storedAccount', () => {
  const key = 'firebase:authUser:demo-api-key:[DEFAULT]';
  it('is the owner when the stored ID token carries the admin claim, else another account', () => {
    expect(storedAccount(storage({ [key]: withClaims({ admin: true, email: 'dueño@demo.frio' }) }))).toBe('owner');
    expect(storedAccount(storage({ [key]: withClaims({ admin: false }) }))).toBe('account');
    expect(storedAccount(storage({ [key]: account }))).toBe('account');
  });
  it('an unreadable token is an account, not the owner; no session or an anonymous one is a visitor', () => {
    const broken = JSON.stringify({ uid: 'u1', stsTokenManager: { accessToken: 'a.%%%.b' } });
    expect(storedAccount(storage({ [key]: broken }))).toBe('account');
    expect(storedAccount(storage({ [key]: anonymous }))).toBe('visitor');
    expect(storedAccount(storage({}))).toBe('visitor');
  });
});

describe('storedUid', () => {
  const key = 'firebase:authUser:demo-api-key:[DEFAULT]';
  it("is the signed-in account's uid, never an anonymous session's", () => {
    expect(storedUid(storage({ other: 'x', [key]: account }))).toBe('demo-tecnico');
    expect(storedUid(storage({ [key]: anonymous }))).toBeNull();
    expect(storedUid(storage({}))).toBeNull();
  });
  it('is null for an unreadable entry or one without a uid', () => {
    expect(storedUid(storage({ [key]: '{roto' }))).toBeNull();
    expect(storedUid(storage({ [key]: JSON.stringify({ email: 'a@b.c', isAnonymous: false }) }))).toBeNull();
    expect(storedUid(storage({ [key]: JSON.stringify({ uid: 7, isAnonymous: false }) }))).toBeNull();
  });
});
