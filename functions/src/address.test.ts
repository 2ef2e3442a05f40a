import { describe, expect, it } from 'vitest';
import { writeListingQuery } from '../../mf-catalogue/src/lib/listing-query/url-query.ts';
import { isDatabaseKey, MAX_SEARCH_TEXT, namesNoPage, ownAddress } from './address.ts';

const own = (sent: string) => ownAddress(new URL(sent, 'http://x'), sent);

describe("a page's own address", () => {
  it('is the one the listing and /buscar write, for every order and a search', () => {
    for (const order of ['name-asc', 'name-desc', 'price-desc', 'price-asc'] as const)
      for (const page of ['/productos/insumos/cobre', '/buscar']) {
        const written = `${page}?${writeListingQuery(new URLSearchParams(), { search: 'caño 1/4', order })}`;
        expect(own(written), written).toBeNull();
      }
  });

  it('keeps a search by whole characters, at most MAX_SEARCH_TEXT', () => {
    const emoji = '😀'.repeat(MAX_SEARCH_TEXT + 5);
    const location = own(`/buscar?q=${encodeURIComponent(emoji)}`)!;
    expect(new URL(location, 'http://x').searchParams.get('q')).toBe('😀'.repeat(MAX_SEARCH_TEXT));
    expect(own(location)).toBeNull();
  });

  it('leaves the path to the render: only the query is decided here', () => {
    expect(own('/producto/10672')).toBeNull();
    expect(own('/productos/insumos/COBRE')).toBeNull();
    expect(own('/no-existe?x=1')).toBe('/no-existe');
  });
});

describe('database keys and paths that name no page', () => {
  it('tells a key the database can hold from one it refuses', () => {
    expect(isDatabaseKey('10672')).toBe(true);
    expect(isDatabaseKey('AB-12 ñ')).toBe(true);
    for (const key of ['', '\u0000', 'a\u001fb', '\u007f', 'a.b', 'a#b', 'a$b', 'a[b', 'a]b', 'a/b', 'ñ'.repeat(400)])
      expect(isDatabaseKey(key), JSON.stringify(key)).toBe(false);
  });

  it('names no page with a control character or an overlong product segment', () => {
    expect(namesNoPage('/producto/%00')).toBe(true);
    expect(namesNoPage('/productos/insumos/%0A')).toBe(true);
    expect(namesNoPage(`/producto/1-${'a'.repeat(200)}`)).toBe(true);
    expect(namesNoPage('/producto/10672-cano-de-cobre-1-4-x-15-mts')).toBe(false);
    expect(namesNoPage(`/buscar`)).toBe(false);
  });
});
