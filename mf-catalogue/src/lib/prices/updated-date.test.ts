import { describe, expect, it } from 'vitest';
import { pricesUpdatedText } from './updated-date.ts';

describe('pricesUpdatedText', () => {
  it('writes the date as DD/MM/AAAA in Argentina (UTC-3)', () => {
    expect(pricesUpdatedText(Date.UTC(2026, 10, 12, 15))).toBe('Precios actualizados el 12/11/2026');
    // 01:00 UTC on the 3rd is still the 2nd in Entre Ríos.
    expect(pricesUpdatedText(Date.UTC(2026, 10, 3, 1))).toBe('Precios actualizados el 02/11/2026');
  });
  it('says nothing without a stamp', () => {
    expect(pricesUpdatedText(null)).toBeNull();
    expect(pricesUpdatedText(Number.NaN)).toBeNull();
  });
});
