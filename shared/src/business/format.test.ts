import { describe, expect, it } from 'vitest';
import { countOf, formatDay, formatDayTime, formatPrice, formatInteger } from './format.ts';

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

describe('countOf', () => {
  it('writes the noun in the singular for one only, and groups the count', () => {
    expect([0, 1, 2, 3000].map((n) => countOf(n, 'artículo', 'artículos'))).toEqual([
      '0 artículos',
      '1 artículo',
      '2 artículos',
      '3.000 artículos',
    ]);
  });
});

describe('formatDayTime', () => {
  it("is the day and the time in Argentina's clock (UTC-3)", () => {
    expect(formatDayTime(Date.UTC(2026, 10, 24, 17, 5))).toBe('24/11/2026 a las 14:05');
    expect(formatDayTime(Date.UTC(2026, 10, 25, 2, 30))).toBe('24/11/2026 a las 23:30');
    expect(formatDayTime(Date.UTC(2026, 10, 25, 3, 0))).toBe('25/11/2026 a las 00:00');
  });
  it('returns null for anything that is not a finite time', () => {
    for (const value of [undefined, null, 'ayer', Number.NaN]) expect(formatDayTime(value)).toBeNull();
  });
});

describe('formatPrice and formatInteger write what Intl writes for es-AR', () => {
  const intlPrice = new Intl.NumberFormat('es-AR', {
    style: 'currency',
    currency: 'ARS',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const intlWhole = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
  const values = [
    0,
    -0,
    0.4,
    0.5,
    -0.4,
    -0.5,
    1.5,
    2.5,
    -2.5,
    7,
    99,
    999,
    999.5,
    1000,
    -1000,
    7111,
    8888.49,
    12345.5,
    999999.5,
    1234567.89,
    -7654321,
    2 ** 53,
    1e15,
    1e21,
    123456789012345680000,
    Number.MAX_SAFE_INTEGER,
  ];
  it.each(values)('%d', (value) => {
    expect(formatPrice(value)).toBe(intlPrice.format(value));
    expect(formatInteger(value)).toBe(intlWhole.format(value));
  });
  it('for random prices up to a hundred million, with cents', () => {
    for (let i = 0; i < 2000; i++) {
      const value = Math.round(Math.random() * 1e10) / 100;
      expect(formatPrice(value)).toBe(intlPrice.format(value));
    }
  });
});

describe("formatDay and formatDayTime write what Intl writes in Argentina's time zone", () => {
  const zone = 'America/Argentina/Buenos_Aires';
  const day = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: zone });
  // h23: with `hour12: false` alone, Intl writes Argentina's midnight as 24:00.
  const time = new Intl.DateTimeFormat('es-AR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  // From the last change of the zone's rules (March 2009) to 2040, and around midnight in Argentina.
  const from = Date.UTC(2009, 3, 1);
  const to = Date.UTC(2040, 0, 1);
  const moments = [
    from,
    to,
    Date.UTC(2026, 10, 24, 2, 59),
    Date.UTC(2026, 10, 24, 3, 0),
    Date.UTC(2026, 11, 31, 23, 59),
    Date.UTC(2027, 0, 1, 2, 59, 59),
    Date.UTC(2028, 1, 29, 12),
  ];
  for (let i = 0; i < 3000; i++) moments.push(from + Math.floor(Math.random() * (to - from)));
  it('for every moment tried', () => {
    for (const ms of moments) {
      expect(formatDay(ms)).toBe(day.format(ms));
      expect(formatDayTime(ms)).toBe(`${day.format(ms)} a las ${time.format(ms)}`);
    }
  });
});
