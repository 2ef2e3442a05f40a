import { describe, expect, it } from 'vitest';
import { formatDayTime, formatPrice, formatInteger } from './format.ts';

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

describe('formatDayTime', () => {
  it("is the day and the time in Argentina's clock (UTC-3)", () => {
    expect(formatDayTime(Date.UTC(2026, 10, 24, 17, 5))).toBe('24/11/2026 a las 14:05');
    expect(formatDayTime(Date.UTC(2026, 10, 25, 2, 30))).toBe('24/11/2026 a las 23:30');
  });
  it('returns null for anything that is not a finite time', () => {
    for (const value of [undefined, null, 'ayer', Number.NaN]) expect(formatDayTime(value)).toBeNull();
  });
});
