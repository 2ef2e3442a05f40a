import { describe, expect, it } from 'vitest';
import { technicianKey } from './roles.ts';

describe('technicianKey', () => {
  it('lower-cases the e-mail and turns every dot into a comma, as the rules do', () => {
    expect(technicianKey(' Ana.Gomez@Mail.Example.com ')).toBe('ana,gomez@mail,example,com');
  });
});
