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
