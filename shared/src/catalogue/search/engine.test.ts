import { describe, expect, it } from 'vitest';
import { SearchEngine, searchEngine } from './engine.ts';
import { allowedTypos, editDistance } from './edit-distance.ts';
import { synonyms } from './synonyms.ts';

const docs = [
  { id: '1', codigo: 'DF0000001', nombre: 'CAÑO DE COBRE 1/4 ROLLO X 15 MTS' },
  { id: '2', codigo: 'GA0000002', nombre: 'GAS REFRIGERANTE R22 GARRAFA X 13,6 KG' },
  { id: '3', codigo: '', nombre: 'GAS REFRIGERANTE R410A GARRAFA X 10 KG' },
  { id: '4', nombre: 'AISLACION ARMAFLEX 3/8 X 9 MM X 2 MTS' },
  { id: '5', nombre: 'MOTOCOMPRESOR 1/2 HP R134A' },
  { id: '6', nombre: 'VALVULA DE SERVICIO 1/4 SAE' },
  { id: '7', nombre: 'TERMOSTATO DANFOSS HELADERA' },
  { id: '8', nombre: 'LATA DE GAS R32 X 650 G' },
];
const engine = new SearchEngine(docs);
const ids = (text: string) => engine.rank(text).map(({ index }) => docs[index]!.id);

describe('typos', () => {
  it('allows none up to 4 letters, one for 5 to 8, two for longer', () => {
    expect([1, 4, 5, 8, 9, 14].map((n) => allowedTypos('a'.repeat(n)))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts a swap of neighbours as one and stops past the bound', () => {
    expect(editDistance('vlavula', 'valvula', 1)).toBe(1);
    expect(editDistance('termostatto', 'termostato', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it.each([
    ['vlavula', ['6']],
    ['termostatto', ['7']],
    ['termosttto', ['7']], // 10 letters: two typos
    ['motocompesor', ['5']],
    ['gass', []], // 4 letters: no typo
    ['r23', []], // not letters: never a typo (R32 is not R22)
    ['cobra', ['1']],
  ])('%j finds %j', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });
});

describe('synonyms (sinonimos.json)', () => {
  it('reads the groups folded, both ways', () => {
    expect(synonyms.get('tubo')).toContain('cano');
    expect(synonyms.get('cano')).toContain('tubo');
    expect(synonyms.get('r410a')).toEqual(expect.arrayContaining(['r410', '410a']));
  });

  it.each([
    ['tubo cobre', ['1']],
    ['aislante', ['4']],
    ['compresor', ['5']],
    ['R-410A', ['3']],
    ['410a', ['3']],
    ['aislnte', ['4']], // a typo of a synonym
  ])('%j finds %j', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });
});

describe('ranking and suggestions', () => {
  it('puts names found as typed before synonyms and typos, then names starting with the word', () => {
    expect(ids('gas')).toEqual(['2', '3', '8']);
    expect(engine.rank('garrafa').map((hit) => hit.cost)).toEqual([0, 0]);
  });

  it('splits the matches into tiers, closest first, each in the engine order: as typed, synonyms, typos', () => {
    const filters = new SearchEngine([
      { id: '1', nombre: 'FILTRO BIFLUJO 1/4' },
      { id: '2', nombre: 'FILTRO DESHIDRATADOR 3/8' },
      { id: '3', nombre: 'FILTRO SECADOR CAPILAR 10 G' },
      { id: '4', nombre: 'FILTRO SECADOR CAPILAR 15 G' },
      { id: '5', nombre: 'VALVULA DE SERVICIO' },
    ]);
    const tierIds = (text: string) => filters.tiers(text).map((tier) => tier.map(({ id }) => id));
    expect(tierIds('filtro secador')).toEqual([
      ['3', '4'],
      ['1', '2'],
    ]);
    // A typo costs more than a synonym: the secadores still come before what the typo's synonyms found.
    expect(tierIds('secadro')).toEqual([
      ['3', '4'],
      ['1', '2'],
    ]);
    expect(tierIds('valvula')).toEqual([['5']]);
    expect(tierIds('')).toEqual([]);
  });

  it('with a limit, makes only the best hits and still counts all', () => {
    const best = engine.rank('gas', 2);
    expect(best.map(({ index }) => docs[index]!.id)).toEqual(['2', '3']);
    expect(best.total).toBe(3);
  });

  it('keeps the listing rules: code, article number, .digits, code=', () => {
    expect(ids('DF0000001')).toEqual(['1']);
    expect(ids('7')).toEqual(['7']);
    expect(ids('.')).toHaveLength(8);
    expect(ids('code=GA000000')).toEqual(['2']);
  });

  it('suggests the closest known word when nothing is found', () => {
    expect(engine.rank('valbulaz')).toHaveLength(0);
    expect(engine.suggest('valbulaz')?.text).toBe('valvula');
    expect(engine.suggest('xqzwv')).toBeNull();
    expect(engine.suggest('cobre')).toBeNull();
  });

  it('filters in the given order and builds one engine per list', () => {
    expect(engine.filter('r22 gas').map((doc) => doc.id)).toEqual(['2']);
    expect(engine.filter('')).toBe(docs);
    expect(searchEngine(docs)).toBe(searchEngine(docs));
  });
});

describe('an engine built in steps (a listing builds it in idle moments)', () => {
  const docs = Array.from({ length: 300 }, (_, index) => ({
    id: String(10_000 + index),
    codigo: `SH${index}`,
    nombre: index % 3 === 0 ? `CAÑO DE COBRE ${index}` : `VALVULA DE SERVICIO ${index}`,
  }));

  it('stops when asked to, a few dozen articles at a time, and says when every article is in', () => {
    const engine = new SearchEngine(docs);
    let asked = 0;
    expect(engine.prepare(() => (asked += 1) < 3)).toBe(false);
    expect(asked).toBe(3);
    expect(engine.prepare()).toBe(true);
    expect(engine.prepare(() => false)).toBe(true);
  });

  it('finds what an engine built at once finds, also when a search comes before the last step', () => {
    const whole = new SearchEngine(docs);
    const partial = new SearchEngine(docs);
    expect(partial.prepare(() => false)).toBe(false);
    for (const text of ['tubo cobre', 'valvla', '.1002', 'code=SH299', 'cobre 2'])
      expect(partial.filter(text)).toEqual(whole.filter(text));
    expect(partial.suggest('valbula servicio')).toEqual(whole.suggest('valbula servicio'));
  });
});
