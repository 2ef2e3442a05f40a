import { describe, expect, it } from 'vitest';
import { parseNumber, type DecimalMark } from './numbers.ts';

const value = (cell: unknown, mark: DecimalMark = ',') => {
  const parsed = parseNumber(cell, mark);
  return parsed.kind === 'number' ? parsed.value : parsed.kind;
};

describe('parseNumber', () => {
  it.each([
    ['1.234,50', ',', 1234.5],
    ['1.234.567,5', ',', 1234567.5],
    ['1234,5', ',', 1234.5],
    ['1.234', ',', 1234],
    ['12.500', ',', 12500],
    ['$ 12.500,00', ',', 12500],
    ['0,75', ',', 0.75],
    ['-3', ',', -3],
    ['1234.50', '.', 1234.5],
    ['1,234.50', '.', 1234.5],
    ['1.234', '.', 1.234],
    ['1,234', '.', 1234],
    ['1,5', '.', 1.5],
    ['1.234,50', '.', 1234.5],
    ['  42 ', '.', 42],
  ] as const)('%s with decimal %s is %d', (cell, mark, expected) => {
    expect(value(cell, mark)).toBe(expected);
  });

  it('takes spreadsheet numbers as they are', () => {
    expect(value(1234.5)).toBe(1234.5);
    expect(value(Number.POSITIVE_INFINITY)).toBe('invalid');
  });

  it.each(['', '   ', null, undefined])('%j is empty', (cell) => {
    expect(value(cell)).toBe('empty');
  });

  it.each(['abc', '12a', '1,2,3,4', '1.23.4', '1,234,5', '--1', '1e5', 'NaN', true])('%j is not a number', (cell) => {
    expect(value(cell)).toBe('invalid');
  });
});
