import { describe, expect, it } from 'vitest';
import { isSearchActive, parseSearch, searchItems as searchProducts } from './engine.ts';

/**
 * The rubro listing's search rules (docs/contract.md "The listing"), kept by the one search: an article as a
 * listing holds it, with a key to name it.
 */
const listed = (fields: { id: string; codigo?: string; nombre: string }, key: string) => ({ ...fields, key });

const items = [
  listed({ id: '10012', codigo: 'DF0012345', nombre: 'CAÑO DE COBRE 1/4 (ROLLO)' }, 'a'),
  listed({ id: '10099', codigo: '', nombre: 'CODO DE COBRE [90] GRADOS' }, 'b'),
  listed({ id: '20012', codigo: 'EM0099999', nombre: 'CUPLA * COBRE \\ 3/8' }, 'c'),
  listed({ id: '31000', codigo: undefined, nombre: 'Cobre flexible' }, 'd'),
];
const keys = (text: string) => searchProducts(items, text).map((p) => p.key);

describe('parseSearch', () => {
  it('reads the three modes and the empty search', () => {
    expect(parseSearch('')).toEqual({ mode: 'all' });
    expect(parseSearch('   ')).toEqual({ mode: 'all' });
    expect(parseSearch('.100')).toEqual({ mode: 'id', prefix: '100' });
    expect(parseSearch('code=DF00123')).toEqual({ mode: 'code', code: 'df00123' });
    expect(parseSearch('Caño')).toEqual({ mode: 'text', literal: 'caño', words: ['cano'], compact: 'cano' });
  });

  it("needs more than 5 characters after 'code='; shorter is plain text", () => {
    expect(parseSearch('code=DF001')).toMatchObject({ mode: 'text', literal: 'code=df001' });
    expect(parseSearch('code=DF0012')).toEqual({ mode: 'code', code: 'df0012' });
  });

  it("a '.' followed by anything but digits is plain text", () => {
    expect(parseSearch('.1a')).toMatchObject({ mode: 'text', literal: '.1a' });
  });

  it('knows when a search is active', () => {
    expect(isSearchActive('')).toBe(false);
    expect(isSearchActive('  ')).toBe(false);
    expect(isSearchActive('x')).toBe(true);
  });
});

describe('searchProducts', () => {
  it('empty search returns the same list', () => {
    expect(searchProducts(items, '')).toBe(items);
  });

  it("'.' + digits matches ids starting with the digits", () => {
    expect(keys('.100')).toEqual(['a', 'b']);
    expect(keys('.2')).toEqual(['c']);
    expect(keys('.012')).toEqual([]);
    expect(keys('.')).toEqual(['a', 'b', 'c', 'd']);
  });

  it("'code=' matches codigo containing the code or contained in it, never an empty codigo", () => {
    expect(keys('code=DF0012345')).toEqual(['a']);
    expect(keys('code=df00123')).toEqual(['a']);
    expect(keys('code=XXDF0012345YY')).toEqual(['a']);
    expect(keys('code=0099999')).toEqual(['c']);
    expect(keys('code=ZZ99999')).toEqual([]);
  });

  it('other text matches nombre case-insensitively', () => {
    expect(keys('cobre')).toEqual(['a', 'b', 'c', 'd']);
    expect(keys('FLEXIBLE')).toEqual(['d']);
    expect(keys('caño de')).toEqual(['a']);
  });

  it('pattern characters are never a pattern and never throw', () => {
    expect(keys('(')).toEqual(['a']);
    expect(keys('(rollo)')).toEqual(['a']);
    expect(keys('[90]')).toEqual(['b']);
    expect(keys('[')).toEqual(['b']);
    expect(keys('*')).toEqual(['c']);
    expect(keys('\\')).toEqual(['c']);
    expect(keys('.*')).toEqual([]);
    expect(keys('^x')).toEqual([]);
    expect(keys('a|b')).toEqual([]);
    expect(keys('$')).toEqual([]);
  });

  it('keeps the given order', () => {
    expect(searchProducts([...items].reverse(), 'cobre').map((p) => p.key)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('plain text finds what people type', () => {
  const catalogue = [
    listed({ id: '10456', codigo: 'SH6140822', nombre: 'VALVULA DE SERVICIO 1/4 SAE' }, 'valvula'),
    listed({ id: '10457', codigo: 'SH6140823', nombre: 'VALVULA SOLENOIDE 3/8' }, 'solenoide'),
    listed({ id: '20001', codigo: 'DF0020001', nombre: 'CAÑO DE COBRE 3/8 X 15 M' }, 'cano'),
    listed({ id: '20002', codigo: 'DF0020002', nombre: 'AISLACION ELASTOMERICA 3/8' }, 'aislacion'),
    listed({ id: '30001', codigo: 'GA0030001', nombre: 'GAS REFRIGERANTE R22 X 13,6 KG' }, 'r22'),
    listed({ id: '30002', codigo: 'GA0030002', nombre: 'GAS REFRIGERANTE R-410A X 11,3 KG' }, 'r410'),
    listed({ id: '40001', codigo: 'MC0040001', nombre: 'MOTOCOMPRESOR EMBRACO 1/2 HP R134A' }, 'moto12'),
    listed({ id: '40002', codigo: 'MC0040002', nombre: 'MOTOCOMPRESOR TECUMSEH 1/4 HP R12' }, 'moto14'),
    listed({ id: '50001', codigo: '', nombre: 'CAÑERIA PREAISLADA 1/4 - 3/8' }, 'caneria'),
  ];
  const found = (text: string) => searchProducts(catalogue, text).map((p) => p.key);

  it.each([
    // accents, case and ñ
    ['válvula', ['valvula', 'solenoide']],
    ['VÁLVULA solenoide', ['solenoide']],
    ['aislación', ['aislacion']],
    // caño and cañería are synonyms (sinonimos.json)
    ['cano', ['cano', 'caneria']],
    ['caño', ['cano', 'caneria']],
    ['cañería', ['cano', 'caneria']],
    // punctuation and spaces inside a gas name
    ['R-22', ['r22']],
    ['r 22', ['r22']],
    ['r22', ['r22']],
    ['R410A', ['r410']],
    ['r 410a', ['r410']],
    // every word, in any order, with fractions kept as fractions
    ['motocompresor 1/2', ['moto12']],
    ['1/2 motocompresor', ['moto12']],
    ['motocompresor 1/4', ['moto14']],
    ['cobre caño', ['cano']],
    ['3/8 cobre', ['cano']],
    ['13.6', ['r22']],
    ['13,6 kg', ['r22']],
    // the code and the article number as printed on the card
    ['SH6140822', ['valvula']],
    ['sh6140822', ['valvula']],
    ['10456', ['valvula']],
    // no false friends
    ['motocompresor 1/3', []],
    ['valvula cobre', []],
    // The trade's synonyms and typos (none up to 4 letters, one for 5 to 8, two beyond)
    ['tubo cobre', ['cano']],
    ['aislante', ['aislacion']],
    ['compresor 1/2', ['moto12']],
    ['r-410', ['r410']],
    ['410a', ['r410']],
    ['vlavula solenoide', ['solenoide']],
    ['solenide', ['solenoide']],
    ['motocompesr 1/4', ['moto14']],
    ['cobra', ['cano']],
    ['R32', []],
    ['SH614', []],
  ])('%j finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it("keeps the listing's '.digits' and 'code=' rules exactly", () => {
    expect(found('.1045')).toEqual(['valvula', 'solenoide']);
    expect(found('.10456')).toEqual(['valvula']);
    expect(found('code=SH61408')).toEqual(['valvula', 'solenoide']);
    expect(found('code=SH6140822')).toEqual(['valvula']);
  });

  it('among several words, a lone letter must start a word', () => {
    expect(found('s 1/4')).toEqual(['valvula']);
  });
});
