import { describe, expect, it } from 'vitest';
import { roomTypes } from '@frio/shared/types';
import {
  coolingLoad,
  KCAL_PER_WATT_HOUR,
  ROOM_CONSTANTS,
  SALON_PEOPLE_FACTOR,
  toFrigorias,
  toWatts,
  type Room,
} from './formula.ts';

const room = (overrides: Partial<Room>): Room => ({
  length: 4,
  width: 5,
  height: 2.5,
  people: 0,
  type: 'Dormitorio',
  ...overrides,
});

describe('coolingLoad: volume × 50 + 150 × people (× 1.33 in a Salón) + the room constant', () => {
  const constants: Array<[Room['type'], number]> = [
    ['Dormitorio', 301],
    ['Cocina', 2150],
    ['Comedor', 215],
    ['Living', 215],
    ['Cocina-Comedor', 2322],
    ['Living-Comedor', 258],
    ['Salón', 1290],
  ];

  it('has the constants of docs/contract.md "Constants", in the order of roomTypes', () => {
    expect(roomTypes.map((type) => ROOM_CONSTANTS[type])).toEqual(constants.map(([, value]) => value));
  });

  for (const [type, constant] of constants) {
    it(`${type} without people: 4 × 5 × 2,5 × 50 + ${constant}`, () => {
      expect(coolingLoad(room({ type }))).toBe(2500 + constant);
    });
    it(`${type} with 3 people`, () => {
      const people = type === 'Salón' ? 150 * 3 * 1.33 : 150 * 3;
      expect(coolingLoad(room({ type, people: 3 }))).toBeCloseTo(2500 + people + constant, 9);
    });
  }

  it('multiplies only the people term by 1.33 in a Salón', () => {
    expect(SALON_PEOPLE_FACTOR).toBe(1.33);
    expect(
      coolingLoad(room({ type: 'Salón', people: 10 })) - coolingLoad(room({ type: 'Salón', people: 0 })),
    ).toBeCloseTo(1995, 9);
    expect(coolingLoad(room({ type: 'Living', people: 10 })) - coolingLoad(room({ type: 'Living', people: 0 }))).toBe(
      1500,
    );
  });

  it('computes a known living room: 4 × 5 × 2,6 with 2 people is 3115 kcal/h', () => {
    expect(coolingLoad(room({ height: 2.6, people: 2, type: 'Living' }))).toBeCloseTo(3115, 9);
  });

  it('handles decimal dimensions', () => {
    expect(coolingLoad(room({ length: 3.5, width: 3, height: 2.4 }))).toBeCloseTo(3.5 * 3 * 2.4 * 50 + 301, 9);
  });
});

describe('unit conversions', () => {
  it('frigorías are the same number as kcal/h', () => {
    expect(toFrigorias(3115)).toBe(3115);
    expect(toFrigorias(0)).toBe(0);
  });
  it('watts are kcal/h ÷ 0.86 (1 W = 0.86 kcal/h)', () => {
    expect(KCAL_PER_WATT_HOUR).toBe(0.86);
    expect(toWatts(860)).toBeCloseTo(1000, 9);
    expect(toWatts(3000)).toBeCloseTo(3488.372, 3);
    expect(toWatts(0)).toBe(0);
  });
});
