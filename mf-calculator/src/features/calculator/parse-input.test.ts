import { describe, expect, it } from 'vitest';
import { parseDecimal, parseRoom, type RoomInput } from './parse-input.ts';

describe('parseDecimal (es-AR)', () => {
  it('reads a comma or a dot as the decimal separator', () => {
    expect(parseDecimal('3,5')).toBe(3.5);
    expect(parseDecimal('3.5')).toBe(3.5);
    expect(parseDecimal(' 4 ')).toBe(4);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('2,6 m')).toBe(2.6);
    expect(parseDecimal('-2')).toBe(-2);
  });
  it('rejects anything else', () => {
    for (const text of ['', 'tres', '3,5,1', '1.234,5', '3 5', '1e3', 'Infinity', 'NaN', '0x10', ',', '-']) {
      expect(parseDecimal(text)).toBeNull();
    }
  });
});

const valid: RoomInput = { length: '4', width: '5', height: '2,6', people: '2', type: 'Living' };

describe('parseRoom', () => {
  it('accepts a valid room with comma decimals', () => {
    expect(parseRoom(valid)).toEqual({
      ok: true,
      room: { length: 4, width: 5, height: 2.6, people: 2, type: 'Living' },
    });
    expect(parseRoom({ ...valid, length: '3.5', width: '3,5' })).toMatchObject({
      ok: true,
      room: { length: 3.5, width: 3.5 },
    });
  });

  it('accepts 0 people and the limits themselves', () => {
    expect(parseRoom({ ...valid, people: '0' })).toMatchObject({ ok: true, room: { people: 0 } });
    expect(parseRoom({ ...valid, length: '100', width: '100', height: '10', people: '500' })).toMatchObject({
      ok: true,
    });
  });

  const cases: Array<[string, Partial<RoomInput>, keyof RoomInput, RegExp]> = [
    ['an empty length', { length: '' }, 'length', /Ingresá el largo del ambiente en metros/],
    [
      'a length that is not a number',
      { length: 'cuatro' },
      'length',
      /El largo debe ser un número en metros, por ejemplo 3,5/,
    ],
    ['a zero width', { width: '0' }, 'width', /El ancho debe ser mayor que 0 m/],
    ['a negative width', { width: '-3' }, 'width', /El ancho debe ser mayor que 0 m/],
    [
      'a length over 100 m',
      { length: '100,5' },
      'length',
      /El largo no puede superar los 100 m: revisá que esté en metros/,
    ],
    ['a height over 10 m', { height: '260' }, 'height', /La altura no puede superar los 10 m/],
    ['an empty height', { height: '  ' }, 'height', /Ingresá la altura/],
    ['empty people', { people: '' }, 'people', /Ingresá cuántas personas/],
    ['decimal people', { people: '2,5' }, 'people', /número entero, sin decimales/],
    ['negative people', { people: '-1' }, 'people', /no puede ser negativa/],
    ['too many people', { people: '501' }, 'people', /no puede superar 500/],
    ['people as words', { people: 'dos' }, 'people', /número entero, por ejemplo 2/],
    ['an unknown room type', { type: 'Garage' }, 'type', /Elegí el tipo de ambiente/],
  ];
  for (const [label, change, field, message] of cases) {
    it(`says which field is wrong and why: ${label}`, () => {
      const result = parseRoom({ ...valid, ...change });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(Object.keys(result.errors)).toEqual([field]);
      expect(result.errors[field]).toMatch(message);
    });
  }

  it('reports every wrong field at once', () => {
    const result = parseRoom({ length: '', width: 'x', height: '0', people: '-1', type: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['height', 'length', 'people', 'type', 'width']);
  });
});
