import { describe, expect, it } from 'vitest';
import { readTableBytes, RefusedFileError, validateTable } from './index.ts';

const windows1252 = (text: string) => Uint8Array.from(text, (char) => (char === '€' ? 0x80 : char.charCodeAt(0)));

describe('readTableBytes (the reader of both the command and the back-office)', () => {
  it('reads a Windows-1252 CSV with ";" and decimal commas, with the file lines of the bad rows', async () => {
    const bytes = windows1252(
      'Id;Código;Nombre;Stock;Lista 1;Lista 2;Id Rubro;Id Subrubro\n' +
        '1;A1;CAÑO COBRE 1/4;10;1.234,50;1.000;1;2\n' +
        '2;A2;VÁLVULA €;muchos;10;9;1;2\n' +
        '3;A3;CODO;1;5;4;1;2\n',
    );
    const table = await readTableBytes('lista.csv', bytes);
    expect(table.format).toBe('CSV (separador ";", Windows-1252)');
    const { products, rejected } = validateTable(table);
    expect(products.map((product) => [product.nombre, product.lista1])).toEqual([
      ['CAÑO COBRE 1/4', 1234.5],
      ['CODO', 5],
    ]);
    expect(rejected).toEqual([{ line: 3, id: '2', nombre: 'VÁLVULA €', reasons: ['stock "muchos" no es un número'] }]);
  });

  it('refuses other kinds of file, binary content and a broken .xlsx, in Spanish', async () => {
    await expect(readTableBytes('lista.pdf', new Uint8Array([1]))).rejects.toThrow(/se aceptan archivos .csv o .xlsx/);
    await expect(readTableBytes('lista.csv', new Uint8Array([0x50, 0, 1]))).rejects.toThrow(/contenido binario/);
    await expect(readTableBytes('lista.XLSX', new TextEncoder().encode('id,nombre\n'))).rejects.toThrow(
      RefusedFileError,
    );
  });
});
