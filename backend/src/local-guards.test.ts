import { describe, expect, it } from 'vitest';
import { claimsMatchAccount } from './local-guards.ts';

const account = {
  localId: 'u1',
  email: 'dueno@demo.frio',
  emailVerified: true,
  customAttributes: JSON.stringify({ admin: true }),
};
const issued = {
  iss: 'https://securetoken.google.com/demo-frio',
  aud: 'demo-frio',
  user_id: 'u1',
  sub: 'u1',
  iat: 1,
  exp: 2,
  auth_time: 1,
  email: 'dueno@demo.frio',
  email_verified: true,
  firebase: { sign_in_provider: 'password' },
  admin: true,
};

describe('claimsMatchAccount', () => {
  it("accepts the claims the emulator issues for the account, and an older token's unverified e-mail", () => {
    expect(claimsMatchAccount(issued, account)).toBe(true);
    expect(claimsMatchAccount({ ...issued, email_verified: false }, account)).toBe(true);
    // Issued before the claim was set: fewer rights, as on Firebase.
    const { admin: _, ...beforeTheClaim } = issued;
    expect(claimsMatchAccount(beforeTheClaim, account)).toBe(true);
    expect(claimsMatchAccount({ user_id: 'a', sub: 'a', provider_id: 'anonymous', iat: 1 }, { localId: 'a' })).toBe(
      true,
    );
  });
  it('refuses another account, another e-mail, a verification or a claim the account does not have', () => {
    expect(claimsMatchAccount({ ...issued, user_id: 'u2', sub: 'u2' }, account)).toBe(false);
    expect(claimsMatchAccount({ ...issued, email: 'otro@demo.frio' }, account)).toBe(false);
    expect(claimsMatchAccount(issued, { ...account, emailVerified: false })).toBe(false);
    expect(claimsMatchAccount(issued, { ...account, customAttributes: undefined })).toBe(false);
    expect(claimsMatchAccount({ ...issued, precios: 2 }, account)).toBe(false);
    expect(claimsMatchAccount({ ...issued, admin: 'true' }, account)).toBe(false);
  });
});
