import { describe, expect, it } from 'vitest';
import { median } from './browser.ts';

describe('median (each figure of a route on its own)', () => {
  it('is the middle run of an odd count, whatever their order', () => {
    expect(median([228, 35, 62])).toBe(62);
  });
  it('is the mean of the two middle runs of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });
});
