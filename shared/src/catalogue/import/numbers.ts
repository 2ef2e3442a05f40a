/**
 * Numbers as an es-AR spreadsheet writes them ("1.234,50", "1234,5") or as a decimal-point export
 * does ("1234.50", "1,234.50"). A cell read from .xlsx is already a number.
 */

/** The file's decimal mark: a `;`-separated CSV comes from Excel in an es-AR locale (decimal comma). */
export type DecimalMark = ',' | '.';

export type ParsedNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

const EMPTY: ParsedNumber = { kind: 'empty' };
const INVALID: ParsedNumber = { kind: 'invalid' };

export function parseNumber(cell: unknown, fileDecimal: DecimalMark): ParsedNumber {
  if (typeof cell === 'number') return Number.isFinite(cell) ? { kind: 'number', value: cell } : INVALID;
  if (cell === null || cell === undefined) return EMPTY;
  if (typeof cell !== 'string') return INVALID;
  const text = cell.replace(/[\s\u00a0$]/g, '');
  if (text === '') return EMPTY;
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  let decimal: DecimalMark | null;
  if (commas > 0 && dots > 0) decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  else if (commas > 1 || dots > 1)
    decimal = null; // only thousands separators: "1.234.567"
  else if (commas === 1) decimal = fileDecimal === '.' && /^-?\d{1,3},\d{3}$/.test(text) ? null : ',';
  else if (dots === 1) decimal = fileDecimal === ',' && /^-?\d{1,3}\.\d{3}$/.test(text) ? null : '.';
  else decimal = '.';
  const thousands = decimal === ',' ? '.' : decimal === '.' ? ',' : commas > 0 ? ',' : '.';
  const [integer = '', fraction, extra] = decimal === null ? [text] : text.split(decimal);
  if (extra !== undefined) return INVALID;
  const grouped = integer.includes(thousands);
  const t = thousands === '.' ? '\\.' : ',';
  const integerPattern = grouped ? new RegExp(`^-?\\d{1,3}(${t}\\d{3})+$`) : /^-?\d+$/;
  if (!integerPattern.test(integer) || (fraction !== undefined && !/^\d+$/.test(fraction))) return INVALID;
  const value = Number(`${integer.split(thousands).join('')}${fraction === undefined ? '' : `.${fraction}`}`);
  return Number.isFinite(value) ? { kind: 'number', value } : INVALID;
}
