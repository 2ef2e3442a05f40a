import { describe, expect, it } from 'vitest';
import { joinedText, TEXT_PART_LENGTH, textParts } from './text-parts.ts';

describe('text parts', () => {
  it('cuts a text into parts of at most the part length, joined back whole', () => {
    const text = 'CAÑO DE COBRE 1/4 '.repeat(150_000);
    const parts = textParts(text);
    expect(parts.length).toBe(Math.ceil(text.length / TEXT_PART_LENGTH));
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(TEXT_PART_LENGTH);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(10 * 2 ** 20);
    expect(joinedText(parts)).toBe(text);
    expect(textParts('abc')).toEqual(['abc']);
    expect(textParts('')).toEqual([]);
  });

  it('never splits a character outside the BMP between two parts', () => {
    const text = 'ab❄️🧊cd🧊';
    const parts = textParts(text, 3);
    expect(parts.join('')).toBe(text);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(3);
    for (const part of parts) expect(new TextDecoder().decode(new TextEncoder().encode(part))).toBe(part);
  });

  it('joins nothing but a non-empty array of strings', () => {
    expect(joinedText(['a', 'b'])).toBe('ab');
    expect(joinedText('ab')).toBeNull();
    expect(joinedText([])).toBeNull();
    expect(joinedText(['{', 3])).toBeNull();
    expect(joinedText(['a', null, 'b'])).toBeNull();
    // eslint-disable-next-line no-sparse-arrays
    expect(joinedText(['a', , 'b'])).toBeNull();
    expect(joinedText(null)).toBeNull();
    expect(joinedText({ 0: 'a' })).toBeNull();
  });
});
