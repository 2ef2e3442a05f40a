import { formatDay } from '@frio/shared/format';

/** The listing's "Precios actualizados el 12/11/2026", from `catalogo/actualizado`, in Argentina's calendar. */
export function pricesUpdatedText(updatedAt: number | null): string | null {
  const date = formatDay(updatedAt);
  return date && `Precios actualizados el ${date}`;
}
