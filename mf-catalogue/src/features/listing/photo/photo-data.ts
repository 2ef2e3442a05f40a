/**
 * Saving and removing a product's photo: one atomic update of the photo and the product's stamp
 * (@frio/shared/catalogue/photo), sent only while the database is connected, so a cut connection leaves
 * the photo as it was. The owner's only: the rules refuse anyone else.
 */
import { photoUpdate } from '@frio/shared/catalogue/photo';

/** How long a photo (up to about 1 MB) may take to be confirmed on a phone's connection. */
const SAVE_TIMEOUT_MS = 60_000;

export class PhotoWriteError extends Error {}

/** Saves `jpeg` (base64) as the product's photo, or removes it (null); resolves to the stamp stored, or null. */
export async function writePhoto(key: string, nombre: string, jpeg: string | null): Promise<number | null> {
  const { updateWhenConnected, DatabaseWriteError, readOnce } = await import('@frio/shared/firebase');
  const what = jpeg === null ? 'se quitó' : 'se guardó';
  try {
    await updateWhenConnected((serverTime) => photoUpdate(key, nombre, jpeg, serverTime), SAVE_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof DatabaseWriteError && error.reason === 'offline')
      throw new PhotoWriteError(`No hay conexión con la base de datos: la foto no ${what}. Probá de nuevo.`, {
        cause: error,
      });
    if (error instanceof DatabaseWriteError)
      throw new PhotoWriteError(
        'La base de datos no confirmó la foto a tiempo. Si la conexión vuelve, se guarda completa; recargá la página para ver cuál quedó.',
        { cause: error },
      );
    throw new PhotoWriteError(
      `La base de datos no aceptó la foto (¿ingresaste con la cuenta del dueño?): no ${what}.`,
      { cause: error },
    );
  }
  if (jpeg === null) return null;
  // The stamp is the server's time of the write: read back to name the photo's address.
  const stamp = await readOnce(`productos/${key}/foto`, { timeoutMs: 8_000 }).catch(() => null);
  if (typeof stamp !== 'number')
    throw new PhotoWriteError('La foto se guardó, pero no pudimos mostrarla: recargá la página.');
  return stamp;
}
