/**
 * Rows of a price list → the products to write, or the reasons (in Spanish, with the line) a row is
 * left out; a file that cannot be trusted is refused whole.
 */
import { matchHeader, optionalColumns, productColumns, type Column } from './columns.ts';
import { parseNumber, type DecimalMark } from './numbers.ts';
import { RefusedFileError, type Cell, type Table } from './table.ts';
import type { PriceListRow } from '../../business/types.ts';

export interface RejectedRow {
  line: number;
  reasons: string[];
  /** Its article id, when that much of the row reads (the article then stays as stored: withKeptArticles). */
  id?: string;
  /** Its name, when there is one: the owner finds by it the article a bad id takes off the site. */
  nombre?: string;
}

export interface Validation {
  products: PriceListRow[];
  rejected: RejectedRow[];
  /** Data rows read (blank rows are not counted). */
  read: number;
}

const numberColumns = ['stock', 'lista1', 'lista2', 'idRubro', 'idSubrubro', 'cantidad'] as const;
const priceColumns = new Set<Column>(['lista1', 'lista2']);
/**
 * No article of the business costs a thousand million pesos; a price beyond it is a slip (two cells run
 * together), and one far beyond it loses digits in a JavaScript number and breaks a phone's layout.
 */
const MAX_PRICE = 1_000_000_000;

function text(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

const isBlank = (cells: readonly Cell[]) => cells.every((cell) => text(cell) === '');

type RowResult = { product: PriceListRow; idText: string } | { reasons: string[]; idText: string; nombre: string };

function validateRow(
  cells: readonly Cell[],
  positions: Partial<Record<Column, number>>,
  decimal: DecimalMark,
): RowResult {
  const cell = (column: Column) => {
    const index = positions[column];
    return index === undefined ? undefined : cells[index];
  };
  const reasons: string[] = [];
  const numbers: Partial<Record<Column, number>> = {};

  const idCell = cell('id');
  const idParsed = parseNumber(idCell ?? null, decimal);
  let idText = '';
  if (idParsed.kind === 'empty') reasons.push('falta el id');
  else if (idParsed.kind === 'invalid' || !Number.isInteger(idParsed.value) || idParsed.value <= 0)
    reasons.push(`el id "${text(idCell)}" no es un número entero positivo`);
  else idText = String(idParsed.value);

  const nombre = text(cell('nombre'));
  if (nombre === '') reasons.push('falta el nombre');

  for (const column of numberColumns) {
    const parsed = parseNumber(cell(column) ?? null, decimal);
    if (parsed.kind === 'empty') {
      if (!optionalColumns.has(column)) reasons.push(`falta ${column}`);
    } else if (parsed.kind === 'invalid') {
      reasons.push(`${column} "${text(cell(column))}" no es un número`);
    } else if (priceColumns.has(column) && parsed.value < 0) {
      reasons.push(`${column} no puede ser negativo (${parsed.value})`);
    } else if (priceColumns.has(column) && parsed.value > MAX_PRICE) {
      const [value, max] = [parsed.value, MAX_PRICE].map((price) => price.toLocaleString('es-AR'));
      reasons.push(`${column} ${value} supera el máximo de ${max}`);
    } else {
      numbers[column] = parsed.value;
    }
  }
  if (reasons.length > 0) return { reasons, idText, nombre };

  const product: PriceListRow = {
    id: idText,
    nombre,
    stock: numbers.stock!,
    lista1: numbers.lista1!,
    lista2: numbers.lista2!,
    idRubro: numbers.idRubro!,
    idSubrubro: numbers.idSubrubro!,
  };
  const codigo = text(cell('codigo'));
  if (codigo) product.codigo = codigo;
  const descripcion = text(cell('descripcion'));
  if (descripcion) product.descripcion = descripcion;
  if (numbers.cantidad !== undefined) product.cantidad = numbers.cantidad;
  return { product, idText };
}

/**
 * Refuses the whole file (RefusedFileError) when the header lacks a required column, there are no data
 * rows, or fewer than half the rows are good: a wrong file or encoding must never wipe the catalogue.
 */
export function validateTable(table: Pick<Table, 'header' | 'rows' | 'decimalMark'>): Validation {
  const header = matchHeader(table.header);
  if (!header.ok) {
    const known = productColumns.join(', ');
    throw new RefusedFileError(
      `Falta${header.missing.length > 1 ? 'n las columnas obligatorias' : ' la columna obligatoria'} ${header.missing.join(', ')}. ` +
        `La primera fila debe tener los nombres de las columnas: ${known} (codigo, descripcion y cantidad son opcionales).`,
    );
  }
  const rows = table.rows.filter((row) => !isBlank(row.cells));
  if (rows.length === 0) throw new RefusedFileError('El archivo no tiene filas de productos debajo del encabezado.');

  const results = rows.map((row) => ({
    line: row.line,
    ...validateRow(row.cells, header.positions, table.decimalMark),
  }));
  const linesById = new Map<string, number[]>();
  for (const result of results) {
    if (!result.idText) continue;
    const lines = linesById.get(result.idText) ?? [];
    lines.push(result.line);
    linesById.set(result.idText, lines);
  }

  const products: PriceListRow[] = [];
  const rejected: RejectedRow[] = [];
  for (const result of results) {
    const reasons = 'reasons' in result ? [...result.reasons] : [];
    const lines = result.idText ? (linesById.get(result.idText) ?? []) : [];
    if (lines.length > 1) {
      const others = lines.filter((line) => line !== result.line).join(', ');
      reasons.push(`el id ${result.idText} está repetido (también en la línea ${others})`);
    }
    const nombre = 'product' in result ? result.product.nombre : result.nombre;
    if (reasons.length > 0)
      rejected.push({
        line: result.line,
        reasons,
        ...(result.idText ? { id: result.idText } : {}),
        ...(nombre ? { nombre } : {}),
      });
    else if ('product' in result) products.push(result.product);
  }

  if (products.length * 2 < rows.length) {
    throw new RefusedFileError(
      `Solo ${products.length} de ${rows.length} filas son válidas (menos de la mitad). ` +
        '¿Es el archivo correcto? No se cambió nada.\n' +
        rejected
          .slice(0, 10)
          .map((row) => `  línea ${row.line}: ${row.reasons.join('; ')}`)
          .join('\n'),
    );
  }
  return { products, rejected, read: rows.length };
}
