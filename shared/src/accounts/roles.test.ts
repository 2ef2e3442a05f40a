import { describe, expect, it } from 'vitest';
import { hasOwnerClaim, technicianKey } from './roles.ts';

describe('technicianKey', () => {
  it('lower-cases the e-mail and turns every dot into a comma, as the rules do', () => {
    expect(technicianKey(' Ana.Gomez@Mail.Example.com ')).toBe('ana,gomez@mail,example,com');
  });
});

describe('hasOwnerClaim', () => {
  it('is the owner only with the claim set to true (what admin:grant writes), not a look-alike', () => {
    expect(hasOwnerClaim({ admin: true })).toBe(true);
    expect(hasOwnerClaim({ admin: 'true' })).toBe(false);
    expect(hasOwnerClaim({})).toBe(false);
  });
});
