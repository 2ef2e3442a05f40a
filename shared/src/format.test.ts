import { describe, expect, it } from 'vitest';
import { formatPrice, formatInteger } from './format.ts';

describe('formatPrice (es-AR pesos, no decimals)', () => {
  it('formats with the peso sign, dot thousands and no decimals', () => {
    expect(formatPrice(1234567.89)?.replace(/\s/g, ' ')).toBe('$ 1.234.568');
    expect(formatPrice(0)?.replace(/\s/g, ' ')).toBe('$ 0');
  });
  it('returns null for anything that is not a finite number', () => {
    for (const value of [undefined, null, 'diez', Number.NaN, Number.POSITIVE_INFINITY, {}])
      expect(formatPrice(value)).toBeNull();
  });
});

describe('formatInteger', () => {
  it('groups thousands with dots', () => {
    expect(formatInteger(18000)).toBe('18.000');
    expect(formatInteger(2245.4)).toBe('2.245');
  });
});
