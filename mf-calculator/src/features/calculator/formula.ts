import { roomTypes, type RoomType } from '@frio/shared/types';

/** Constant heat load of each room type, in kcal/h, in the order of `roomTypes` (docs/contract.md "Constants"). */
export const ROOM_CONSTANTS: Readonly<Record<RoomType, number>> = {
  Dormitorio: 301,
  Cocina: 2150,
  Comedor: 215,
  Living: 215,
  'Cocina-Comedor': 2322,
  'Living-Comedor': 258,
  Salón: 1290,
};

const KCAL_PER_CUBIC_METRE = 50;
const KCAL_PER_PERSON = 150;
export const SALON_PEOPLE_FACTOR = 1.33;
/**
 * 1 W = 0.86 kcal/h. The spec writes watts as "× 0.86", which is the inverse of the physical
 * conversion: watts = kcal/h ÷ 0.86 (a 3.000 frigorías unit is about 3.500 W, not 2.580 W).
 */
export const KCAL_PER_WATT_HOUR = 0.86;

export interface Room {
  /** metres */
  length: number;
  /** metres */
  width: number;
  /** metres */
  height: number;
  people: number;
  type: RoomType;
}

export function isRoomType(value: string): value is RoomType {
  return (roomTypes as readonly string[]).includes(value);
}

/** Cooling power the room needs, in kcal/h (unrounded). */
export function coolingLoad({ length, width, height, people, type }: Room): number {
  const volume = length * width * height;
  const peopleFactor = type === 'Salón' ? SALON_PEOPLE_FACTOR : 1;
  return volume * KCAL_PER_CUBIC_METRE + KCAL_PER_PERSON * people * peopleFactor + ROOM_CONSTANTS[type];
}

/** A frigoría is one kcal/h of heat removed: the same number. */
export function toFrigorias(kcalPerHour: number): number {
  return kcalPerHour;
}

export function toWatts(kcalPerHour: number): number {
  return kcalPerHour / KCAL_PER_WATT_HOUR;
}
