/**
 * A price-list file's bytes → rows of cells, the same in the back-office's worker and in Node: CSV (`,` or
 * `;`, UTF-8 or Windows-1252) or .xlsx (its first sheet). Nothing here touches the file system or the DOM.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { readSheet } from 'read-excel-file/universal';
import type { DecimalMark } from './numbers.ts';

export type Cell = string | number | boolean | Date | null;

export interface Table {
  header: Cell[];
  /** The data rows with the file line (CSV) or sheet row (xlsx) each starts on. */
  rows: Array<{ line: number; cells: Cell[] }>;
  decimalMark: DecimalMark;
  /** What was detected, for the output: "CSV ; Windows-1252", "XLSX". */
  format: string;
}

/** A file the import refuses whole; the message is for the owner, in Spanish. */
export class RefusedFileError extends Error {
  /** `cause`: the reader's own error (in English), kept for whoever debugs, never shown. */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RefusedFileError';
  }
}

const NOT_A_TABLE = 'El archivo no es una tabla de productos';

/**
 * Windows-1252's bytes 0x80-0x9F (€, ‚, ƒ, …; the rest is Latin-1). Written out because Node's
 * TextDecoder('windows-1252') decodes them as Latin-1's control characters where browsers give "€".
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (byte) =>
      byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte,
    );
    chunks.push(String.fromCharCode(...codes));
  }
  return chunks.join('');
}

/** UTF-8 when the bytes are valid UTF-8 (BOM or not), otherwise Windows-1252 (what Excel writes in es-AR). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'UTF-8' | 'Windows-1252' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'UTF-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'Windows-1252' };
  }
}

/** The delimiter is the one the header line uses: headers hold no decimals, so `;` vs `,` is unambiguous there. */
function delimiterOf(text: string): ';' | ',' {
  const firstLine = text.split(/\r?\n/, 50).find((line) => line.trim() !== '') ?? '';
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
    const line = (error as { lines?: unknown }).lines;
    throw new RefusedFileError(
      `${NOT_A_TABLE}: no se pudo leer como CSV${typeof line === 'number' ? ` cerca de la línea ${line}` : ''} (¿unas comillas sin cerrar?)`,
      { cause: error },
    );
  }
  const [first, ...rest] = records;
  if (!first) throw new RefusedFileError(`${NOT_A_TABLE}: está vacío`);
  return {
    header: first.record,
    rows: rest.map(({ record, info }) => ({ line: info.lines, cells: record })),
    decimalMark: delimiter === ';' ? ',' : '.',
  };
}

async function readXlsx(bytes: Uint8Array): Promise<Omit<Table, 'format'>> {
  let sheet: Cell[][];
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    sheet = (await readSheet(buffer)) as Cell[][];
  } catch (error) {
    throw new RefusedFileError(
      `${NOT_A_TABLE}: no se pudo leer como Excel (.xlsx); guardalo de nuevo como .xlsx o .csv e intentá otra vez`,
      { cause: error },
    );
  }
  const [header, ...rest] = sheet;
  if (!header) throw new RefusedFileError(`${NOT_A_TABLE}: la primera hoja está vacía`);
  return { header, rows: rest.map((cells, index) => ({ line: index + 2, cells })), decimalMark: ',' };
}

/** The file's extension, lower-cased, with its dot ("lista.XLSX" → ".xlsx"). */
function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** A price-list file by its name (for the kind) and its bytes; throws RefusedFileError with the reason. */
export async function readTableBytes(fileName: string, bytes: Uint8Array): Promise<Table> {
  const extension = extensionOf(fileName);
  if (extension === '.xlsx') return { ...(await readXlsx(bytes)), format: 'Excel (.xlsx)' };
  if (extension !== '.csv' && extension !== '.txt') {
    throw new RefusedFileError(
      `${NOT_A_TABLE}: se aceptan archivos .csv o .xlsx (si es un .xls viejo, guardalo como .xlsx o .csv)`,
    );
  }
  if (bytes.includes(0)) throw new RefusedFileError(`${NOT_A_TABLE}: tiene contenido binario`);
  const { text, encoding } = decodeText(bytes);
  const table = parseCsvText(text);
  return { ...table, format: `CSV (separador "${table.decimalMark === ',' ? ';' : ','}", ${encoding})` };
}
