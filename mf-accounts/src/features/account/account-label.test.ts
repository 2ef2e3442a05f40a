import { describe, expect, it } from 'vitest';
import { accountInitial, accountLabel } from './account-label.ts';

describe('accountLabel', () => {
  it('prefers the display name, then the e-mail', () => {
    expect(accountLabel({ displayName: 'Técnico Demo', email: 'tecnico@demo.frio' })).toBe('Técnico Demo');
    expect(accountLabel({ displayName: null, email: 'tecnico@demo.frio' })).toBe('tecnico@demo.frio');
    expect(accountLabel({ displayName: '  ', email: 'tecnico@demo.frio' })).toBe('tecnico@demo.frio');
  });
  it('never shows an empty or "undefined" label', () => {
    expect(accountLabel({ displayName: null, email: null })).toBe('Tu cuenta');
  });
});

describe('accountInitial', () => {
  it('is the upper-cased first letter', () => {
    expect(accountInitial({ displayName: 'ñandú', email: null })).toBe('Ñ');
    expect(accountInitial({ displayName: null, email: 'tecnico@demo.frio' })).toBe('T');
    expect(accountInitial({ displayName: null, email: null })).toBe('T');
  });
});
