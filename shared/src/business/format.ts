const pesos = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Argentine pesos, es-AR, no decimals. Returns null for anything that is not a finite number. */
export function formatPrice(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? pesos.format(value) : null;
}

const integer = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** Whole number with es-AR grouping (3.000). */
export function formatInteger(value: number): string {
  return integer.format(Math.round(value));
}

const day = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** A date in Argentina's calendar (24/11/2026), e.g. of a price list; null for anything that is not a finite time. */
export function formatDay(ms: unknown): string | null {
  return typeof ms === 'number' && Number.isFinite(ms) ? day.format(new Date(ms)) : null;
}

const time = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** A moment in Argentina's time (24/11/2026 a las 14:05); null for anything that is not a finite time. */
export function formatDayTime(ms: unknown): string | null {
  return typeof ms === 'number' && Number.isFinite(ms) ? `${day.format(ms)} a las ${time.format(ms)}` : null;
}
