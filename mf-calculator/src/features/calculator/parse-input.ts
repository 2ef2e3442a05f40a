import { isRoomType, type Room } from './formula.ts';

/** What the visitor typed, kept as text so it survives an error. */
export interface RoomInput {
  length: string;
  width: string;
  height: string;
  people: string;
  type: string;
}

export type InputField = keyof RoomInput;
export type InputErrors = Partial<Record<InputField, string>>;
export type ParsedRoom = { ok: true; room: Room } | { ok: false; errors: InputErrors };

/** Sensible upper limits: larger values are almost always a unit mistake (centimetres for metres). */
const limits = { side: 100, height: 10, people: 500 } as const;

const decimal = /^([+-]?)(\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A decimal number as people in Argentina type it: '3,5' or '3.5' (one separator, no thousands),
 * optionally followed by 'm'. Null when the text is not such a number.
 */
export function parseDecimal(text: string): number | null {
  const match = decimal.exec(text.trim().replace(/\s*m$/i, ''));
  if (!match) return null;
  const value = Number(`${match[1]}${match[2]!.replace(',', '.')}`);
  return Number.isFinite(value) ? value : null;
}

interface Dimension {
  /** 'el largo' */
  noun: string;
  max: number;
}

const dimensions = {
  length: { noun: 'el largo', max: limits.side },
  width: { noun: 'el ancho', max: limits.side },
  height: { noun: 'la altura', max: limits.height },
} as const satisfies Record<string, Dimension>;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function parseDimension(text: string, { noun, max }: Dimension): number | string {
  if (text.trim() === '') return `Ingresá ${noun} del ambiente en metros.`;
  const value = parseDecimal(text);
  const subject = capitalize(noun);
  if (value === null) return `${subject} debe ser un número en metros, por ejemplo 3,5.`;
  if (value <= 0) return `${subject} debe ser mayor que 0 m.`;
  if (value > max) return `${subject} no puede superar los ${max} m: revisá que esté en metros.`;
  return value;
}

function parsePeople(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return 'Ingresá cuántas personas suele haber en el ambiente (puede ser 0).';
  const value = parseDecimal(trimmed);
  if (value === null) return 'La cantidad de personas debe ser un número entero, por ejemplo 2.';
  if (value < 0) return 'La cantidad de personas no puede ser negativa.';
  if (!/^[+-]?\d+$/.test(trimmed)) return 'La cantidad de personas debe ser un número entero, sin decimales.';
  if (value > limits.people) return `La cantidad de personas no puede superar ${limits.people}.`;
  return Math.abs(value); // '-0' is 0
}

/** The room the visitor described, or a Spanish message per field that is wrong and why. */
export function parseRoom(input: RoomInput): ParsedRoom {
  const length = parseDimension(input.length, dimensions.length);
  const width = parseDimension(input.width, dimensions.width);
  const height = parseDimension(input.height, dimensions.height);
  const people = parsePeople(input.people);
  const errors: InputErrors = {};
  if (typeof length === 'string') errors.length = length;
  if (typeof width === 'string') errors.width = width;
  if (typeof height === 'string') errors.height = height;
  if (typeof people === 'string') errors.people = people;
  if (!isRoomType(input.type)) errors.type = 'Elegí el tipo de ambiente.';
  if (
    typeof length === 'string' ||
    typeof width === 'string' ||
    typeof height === 'string' ||
    typeof people === 'string' ||
    !isRoomType(input.type)
  ) {
    return { ok: false, errors };
  }
  return { ok: true, room: { length, width, height, people, type: input.type } };
}
