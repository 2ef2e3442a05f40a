/**
 * Price-list files for the tests, written from one list of products in every format the import reads:
 * UTF-8 CSV with commas (and a BOM, as Excel's "CSV UTF-8" writes it), Windows-1252 CSV with
 * semicolons and es-AR numbers (as Excel in an es-AR locale writes it), and .xlsx; plus the files the
 * import must refuse or partly reject.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import writeExcelFile from 'write-excel-file/node';
import { productColumns, type PriceListRow } from '@frio/shared/catalogue/import';

/** Eight articles: two pass the inclusion rule for cobre, three are excluded by it (stock 0, idRubro 7, idSubrubro 13). */
export const fixtureProducts: PriceListRow[] = [
  {
    id: '50001',
    codigo: 'FX0000001',
    nombre: 'CAÑO DE COBRE 3/8 ROLLO X 15 MTS',
    descripcion: 'Caño de cobre 3/8" rollo x 15 m',
    stock: 4,
    lista1: 98765.5,
    lista2: 83950.25,
    idRubro: 4,
    idSubrubro: 14,
  },
  {
    id: '50002',
    codigo: 'FX0000002',
    nombre: 'CODO DE COBRE 1/2 90 GRADOS',
    stock: 0,
    lista1: 2150,
    lista2: 1830,
    idRubro: 4,
    idSubrubro: 14,
  },
  {
    id: '50003',
    codigo: 'FX0000003',
    nombre: 'CUPLA DE COBRE 5/8',
    stock: 9,
    lista1: 1890,
    lista2: 1600,
    idRubro: 7,
    idSubrubro: 14,
  },
  {
    id: '50004',
    codigo: 'FX0000004',
    nombre: 'TE DE COBRE 3/4',
    stock: 6,
    lista1: 4320,
    lista2: 3670,
    idRubro: 4,
    idSubrubro: 13,
  },
  {
    id: '50005',
    codigo: 'FX0000005',
    nombre: 'CURVA DE COBRE 1/4 180 GRADOS',
    stock: 2,
    lista1: 1250000,
    lista2: 1062500,
    idRubro: 2,
    idSubrubro: 3,
  },
  {
    id: '50006',
    codigo: 'FX0000006',
    nombre: 'VALVULA DE SERVICIO 1/4 SAE',
    descripcion: 'Válvula de servicio ¼ SAE',
    stock: 12,
    lista1: 6200,
    lista2: 5270,
    idRubro: 4,
    idSubrubro: 16,
  },
  {
    id: '50007',
    nombre: 'FILTRO DESHIDRATADOR DML 083 SOLDAR',
    stock: 7,
    lista1: 16800,
    lista2: 14280,
    idRubro: 2,
    idSubrubro: 14,
  },
  {
    id: '50008',
    codigo: 'FX0000008',
    nombre: 'ACEITE POE 68 X 1 LT',
    stock: 3,
    lista1: 31500,
    lista2: 26780,
    idRubro: 4,
    idSubrubro: 16,
    cantidad: 4,
  },
];

/** The headers as an ERP writes them: another case, accents and spaces. */
const headerLabels: Record<(typeof productColumns)[number], string> = {
  id: 'ID',
  codigo: 'Código',
  nombre: 'Nombre',
  descripcion: 'Descripción',
  stock: 'Stock',
  lista1: 'Lista 1',
  lista2: 'Lista 2',
  idRubro: 'Id Rubro',
  idSubrubro: 'Id SubRubro',
  cantidad: 'Cantidad',
};

const esAR = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2, useGrouping: true });

function cellText(value: unknown, style: 'point' | 'es-AR'): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return style === 'es-AR' ? esAR.format(value) : String(value);
  return String(value);
}

function csv(rows: readonly (readonly string[])[], delimiter: string): string {
  const quote = (field: string) =>
    /["\r\n]/.test(field) || field.includes(delimiter) ? `"${field.replace(/"/g, '""')}"` : field;
  return `${rows.map((row) => row.map(quote).join(delimiter)).join('\r\n')}\r\n`;
}

/**
 * The public records the import stores for fixtureProducts, written out by hand (an oracle apart from the
 * import's code): every field but lista2, and the rubro of each listed one (the term first in its name).
 */
const fixtureRubros: Readonly<Record<string, string>> = {
  50001: 'cobre',
  50005: 'cobre',
  50006: 'valv',
  50007: 'filtro',
  50008: 'aceite',
};
export const fixtureRecords = Object.fromEntries(
  fixtureProducts.map(({ lista2: _private, ...record }) => [
    record.id,
    fixtureRubros[record.id] ? { ...record, rubro: fixtureRubros[record.id] } : record,
  ]),
);

function csvRows(products: readonly PriceListRow[], style: 'point' | 'es-AR'): string[][] {
  return [
    productColumns.map((column) => headerLabels[column]),
    ...products.map((product) => productColumns.map((column) => cellText(product[column], style))),
  ];
}

export interface FixtureFiles {
  utf8Comma: string;
  win1252Semicolon: string;
  xlsx: string;
  badHeader: string;
  badRows: string;
  mostlyBad: string;
  notATable: string;
}

/** The rows of badRows.csv that must be rejected, with the words their reason must contain and their name. */
export const badRowsExpected = [
  { line: 10, reason: 'lista1 no puede ser negativo', nombre: 'CAÑO DE COBRE 1/4 TIRA X 3 MTS' },
  { line: 11, reason: 'falta el nombre', nombre: '' },
  { line: 12, reason: 'stock "muchos" no es un número', nombre: 'CODO DE COBRE 3/8' },
];

export async function writeFixtures(dir: string, products: readonly PriceListRow[] = fixtureProducts) {
  await mkdir(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  const files: FixtureFiles = {
    utf8Comma: file('lista-utf8-coma.csv'),
    win1252Semicolon: file('lista-windows1252-punto-y-coma.csv'),
    xlsx: file('lista.xlsx'),
    badHeader: file('sin-lista2.csv'),
    badRows: file('filas-con-errores.csv'),
    mostlyBad: file('mayoria-mala.csv'),
    notATable: file('no-es-tabla.csv'),
  };
  await writeFile(files.utf8Comma, `\uFEFF${csv(csvRows(products, 'point'), ',')}`, 'utf8');
  // Buffer's latin1 encoding writes Ñ, Á, ¼… as the single bytes Windows-1252 uses for them.
  await writeFile(files.win1252Semicolon, Buffer.from(csv(csvRows(products, 'es-AR'), ';'), 'latin1'));
  const header = productColumns.map((column) => headerLabels[column]);
  await writeExcelFile([
    header,
    ...products.map((product) => productColumns.map((column) => product[column] ?? null)),
  ]).toFile(files.xlsx);
  const withoutLista2 = csvRows(products, 'point').map((row) => row.filter((_, index) => index !== 6));
  await writeFile(files.badHeader, csv(withoutLista2, ','), 'utf8');
  const bad = csvRows(products, 'es-AR');
  bad.push(['60001', '', 'CAÑO DE COBRE 1/4 TIRA X 3 MTS', '', '5', '-100', '90', '4', '14', '']);
  bad.push(['60002', '', '', '', '5', '100', '90', '4', '14', '']);
  bad.push(['60003', '', 'CODO DE COBRE 3/8', '', 'muchos', '100', '90', '4', '14', '']);
  await writeFile(files.badRows, Buffer.from(csv(bad, ';'), 'latin1'));
  const mostly = csvRows(products.slice(0, 2), 'point');
  for (let i = 0; i < 3; i += 1) mostly.push([`7000${i}`, '', `ARTICULO ${i}`, '', 'x', 'y', 'z', '4', '14', '']);
  await writeFile(files.mostlyBad, csv(mostly, ','), 'utf8');
  await writeFile(files.notATable, 'Hola, te paso la lista "de precios\nsaludos\n', 'utf8');
  return files;
}
