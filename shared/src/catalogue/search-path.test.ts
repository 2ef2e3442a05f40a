import { describe, expect, it } from 'vitest';
import { searchHref } from './search-path.ts';

describe('searchHref', () => {
  it('leads to /buscar with the trimmed text, encoded; an empty text to the bare page', () => {
    expect(searchHref('  caño 1/4 ')).toBe('/buscar?q=ca%C3%B1o+1%2F4');
    expect(searchHref('   ')).toBe('/buscar');
  });
});
