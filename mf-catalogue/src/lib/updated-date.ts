/** The listing's "Precios actualizados el 12/11/2026", from `catalogo/actualizado`, in Argentina's calendar. */
const dateFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});

export function pricesUpdatedText(updatedAt: number | null): string | null {
  if (updatedAt === null || !Number.isFinite(updatedAt)) return null;
  return `Precios actualizados el ${dateFormat.format(new Date(updatedAt))}`;
}
