/** Reads a price-list file with the shared reader, the same code the back-office runs in the browser. */
import { readFile, stat } from 'node:fs/promises';
import { readTableBytes, RefusedFileError, type Table } from '@frio/shared/catalogue/import';

export async function readTable(file: string): Promise<Table> {
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new RefusedFileError(`No se encontró el archivo ${file}`);
  return readTableBytes(file, new Uint8Array(await readFile(file)));
}
