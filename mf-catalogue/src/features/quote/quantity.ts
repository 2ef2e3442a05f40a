import { formatInteger } from '@frio/shared/format';
import { MAX_QUANTITY } from '@frio/shared/quote-list';

export const QUANTITY_ERROR = `Ingresá una cantidad entera de 0 a ${formatInteger(MAX_QUANTITY)} (0 quita el artículo).`;

export const SAVE_ERROR = 'No pudimos guardar el cambio en este dispositivo.';

export type QuantityInput =
  | { kind: 'quantity'; value: number }
  /** Nothing typed yet: the field waits, the list keeps its quantity. */
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string };

/** What people type in a Cantidad field: digits only ("3", "03"), 0 to MAX_QUANTITY; anything else is refused. */
export function parseQuantity(text: string): QuantityInput {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (!/^\d+$/.test(typed)) return { kind: 'invalid', message: QUANTITY_ERROR };
  const value = Number(typed);
  return value <= MAX_QUANTITY ? { kind: 'quantity', value } : { kind: 'invalid', message: QUANTITY_ERROR };
}
