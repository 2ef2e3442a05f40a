/**
 * Touches the file system: reads a price-list file into rows of cells. CSV through csv-parse (`,` or `;`,
 * UTF-8 with or without BOM, or Windows-1252 through iconv-lite), .xlsx through read-excel-file (its first sheet).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { readSheet } from 'read-excel-file/node';
import type { DecimalMark } from './numbers.ts';

export type Cell = string | number | boolean | Date | null;

export interface Table {
  /** The header row's cells. */
  header: Cell[];
  /** The data rows with the file line (CSV) or sheet row (xlsx) each starts on. */
  rows: Array<{ line: number; cells: Cell[] }>;
  decimalMark: DecimalMark;
  /** What was detected, for the output: "CSV ; Windows-1252", "XLSX". */
  format: string;
}

/** A file the import refuses whole; the message is for the owner, in Spanish. */
export class RefusedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedFileError';
  }
}

const NOT_A_TABLE = 'El archivo no es una tabla de productos';

/** UTF-8 when the bytes are valid UTF-8 (BOM or not), otherwise Windows-1252 (what Excel writes in es-AR). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'UTF-8' | 'Windows-1252' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'UTF-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'windows-1252'), encoding: 'Windows-1252' };
  }
}

/** The delimiter is the one the header line uses: headers hold no decimals, so `;` vs `,` is unambiguous there. */
function delimiterOf(text: string): ';' | ',' {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const semicolons = firstLine.split(';').length - 1;
  const commas = firstLine.split(',').length - 1;
  return semicolons > commas ? ';' : ',';
}

export function parseCsvText(text: string): Omit<Table, 'format'> {
  const delimiter = delimiterOf(text);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    throw new RefusedFileError(`${NOT_A_TABLE}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [first, ...rest] = records;
  if (!first) throw new RefusedFileError(`${NOT_A_TABLE}: está vacío`);
  return {
    header: first.record,
    rows: rest.map(({ record, info }) => ({ line: info.lines, cells: record })),
    decimalMark: delimiter === ';' ? ',' : '.',
  };
}

async function readXlsx(file: string): Promise<Omit<Table, 'format'>> {
  let sheet: Cell[][];
  try {
    sheet = (await readSheet(file)) as Cell[][];
  } catch (error) {
    throw new RefusedFileError(
      `${NOT_A_TABLE}: no se pudo leer como Excel (.xlsx) (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const [header, ...rest] = sheet;
  if (!header) throw new RefusedFileError(`${NOT_A_TABLE}: la primera hoja está vacía`);
  return { header, rows: rest.map((cells, index) => ({ line: index + 2, cells })), decimalMark: ',' };
}

export async function readTable(file: string): Promise<Table> {
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new RefusedFileError(`No se encontró el archivo ${file}`);
  const extension = path.extname(file).toLowerCase();
  if (extension === '.xlsx') return { ...(await readXlsx(file)), format: 'Excel (.xlsx)' };
  if (extension !== '.csv' && extension !== '.txt') {
    throw new RefusedFileError(
      `${NOT_A_TABLE}: se aceptan archivos .csv o .xlsx (si es un .xls viejo, guardalo como .xlsx o .csv)`,
    );
  }
  const bytes = await readFile(file);
  if (bytes.includes(0)) throw new RefusedFileError(`${NOT_A_TABLE}: tiene contenido binario`);
  const { text, encoding } = decodeText(bytes);
  const table = parseCsvText(text);
  return { ...table, format: `CSV (separador "${table.decimalMark === ',' ? ';' : ','}", ${encoding})` };
}
