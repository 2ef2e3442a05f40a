/**
 * A formatter made on its first use, not when its module loads: a page's first Intl formatter of a kind
 * loads the locale's data (about 100 ms of a phone's main thread), and every remote bundles the modules
 * that make them, so formatters made at load cost each page's start for what it may never show.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * A number rounded to a whole one as es-AR writes it (`-1.234.568`), as Intl.NumberFormat would
 * (format.test.ts compares). Not Intl itself: its first number format costs about 100 ms of a phone's
 * main thread (Chromium, 4× CPU slowdown) on every page that shows a price or a count.
 */
function wholeEsAr(value: number): string {
  // Rounded half away from zero, as Intl does, and its shortest digits: a number from 1e21 up is written
  // by String() with an exponent, which is spelled out.
  const text = String(Math.round(Math.abs(value)));
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  const digits = exponent ? `${exponent[1]}${exponent[2] ?? ''}`.padEnd(Number(exponent[3]) + 1, '0') : text;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, '.')}`;
}

/** Argentine pesos, es-AR, no decimals ("$ 1.234.568", a no-break space after the sign). Returns null for anything that is not a finite number. */
export function formatPrice(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const whole = wholeEsAr(value);
  return whole.startsWith('-') ? `-$\u00a0${whole.slice(1)}` : `$\u00a0${whole}`;
}

/** Whole number with es-AR grouping (3.000). */
export function formatInteger(value: number): string {
  return Number.isFinite(value) ? wholeEsAr(value) : String(value);
}

/**
 * Argentina's clock: UTC−3 all year since March 2009. Not Intl's time zone: its first use costs about
 * 100 ms of a phone's main thread, and every catalogue page dates its prices. format.test.ts compares
 * with Intl's America/Argentina/Buenos_Aires, so a change of the zone's rules fails it.
 */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function inArgentina(ms: number): Date {
  return new Date(ms + ARGENTINA_OFFSET_MS);
}

const dayOf = (date: Date) =>
  `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** A date in Argentina's calendar (24/11/2026), e.g. of a price list; null for anything that is not a finite time. */
export function formatDay(ms: unknown): string | null {
  return typeof ms === 'number' && Number.isFinite(ms) ? dayOf(inArgentina(ms)) : null;
}

/** A moment in Argentina's time (24/11/2026 a las 14:05); null for anything that is not a finite time. */
export function formatDayTime(ms: unknown): string | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
  const date = inArgentina(ms);
  return `${dayOf(date)} a las ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
}

/** A count and its noun, singular for one ("1 artículo", "3.000 artículos"). */
export const countOf = (count: number, one: string, many: string): string =>
  `${formatInteger(count)} ${count === 1 ? one : many}`;
