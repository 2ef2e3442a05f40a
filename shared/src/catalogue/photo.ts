/**
 * A product's photo: where the database keeps it, what its rules accept, and its public addresses. The
 * owner's browser re-encodes it to a JPEG (dropping its metadata); its stamp is the server's time of the
 * write, so a stamp names one set of bytes for ever. The pages function serves it resized.
 */
import type { Rubro, StoredPhoto, StoredProduct } from '../business/types.ts';
import { rubrosInName } from './import/listing-rule.ts';
import { recordEntries } from './product-shape.ts';

export const PHOTOS_PATH = 'fotos';

/**
 * The listed products' photo stamps by rubro, under each rubro whose listing holds the product (a
 * "FILTRO DE ACEITE" under filtro and aceite). The rubro lists and the search index change only on a
 * Publicar, so a listing reads its rubro's stamps (about 20 bytes a photo) beside them; `/buscar` and the
 * quote list read them all.
 */
export const PHOTO_STAMPS_PATH = 'catalogo/fotos';

/** The longest side the owner's browser keeps (px). */
export const PHOTO_LONG_SIDE = 1600;

/** The largest picture the owner may choose (bytes): a phone's camera stays well under it. */
export const PHOTO_MAX_FILE_BYTES = 15 * 1024 * 1024;

/** The longest stored JPEG, in base64 characters (about 1 MB): database.rules.json refuses more. */
export const PHOTO_MAX_BASE64 = 1_400_000;

/** A JPEG in base64: its first bytes FF D8 FF read `/9j/` (the rule in database.rules.json, compared by a test). */
export const JPEG_BASE64 = /^\/9j\/[A-Za-z0-9+/]+={0,2}$/;

/** What the rules accept as a stored photo's bytes. */
export const isStorableJpeg = (base64: string): boolean =>
  base64.length <= PHOTO_MAX_BASE64 && JPEG_BASE64.test(base64);

/**
 * The widths served, each a square the photo fits inside (on white, so a page can give every `<img>`
 * its width and height before it loads): a card's thumbnail, the product page, the preview and feed.
 */
export const photoWidths = { tarjeta: 320, pagina: 800, vista: 1200 } as const;
export type PhotoWidth = (typeof photoWidths)[keyof typeof photoWidths];
export const photoFormats = ['webp', 'jpg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

export const PHOTO_PREFIX = '/foto/';

/** A photo's public address: never changes its bytes (another stamp is another address). */
export const photoPath = (key: string, stamp: number, width: PhotoWidth, format: PhotoFormat): string =>
  `${PHOTO_PREFIX}${encodeURIComponent(key)}/${stamp}-${width}.${format}`;

export interface PhotoAddress {
  key: string;
  stamp: number;
  width: PhotoWidth;
  format: PhotoFormat;
}

const widths = Object.values(photoWidths) as readonly number[];
const ADDRESS = /^\/foto\/([A-Za-z0-9_-]{1,40})\/([1-9][0-9]{0,15})-([1-9][0-9]{2,3})\.(webp|jpg)$/;

/** A path's photo address, or null when it names no photo this site serves. */
export function parsePhotoPath(pathname: string): PhotoAddress | null {
  const match = ADDRESS.exec(pathname);
  if (!match) return null;
  const [, key, stamp, width, format] = match as unknown as [string, string, string, string, PhotoFormat];
  if (!widths.includes(Number(width))) return null;
  return { key, stamp: Number(stamp), width: Number(width) as PhotoWidth, format };
}

/** A stored photo read back (untrusted): its stamp and bytes when well-typed, else null. */
export function toStoredPhoto(value: unknown): StoredPhoto | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sello, jpeg } = value as Record<string, unknown>;
  if (typeof sello !== 'number' || !Number.isInteger(sello) || sello <= 0) return null;
  if (typeof jpeg !== 'string' || !isStorableJpeg(jpeg)) return null;
  return { sello, jpeg };
}

/**
 * The one multi-path update that saves (`jpeg`) or removes (null) the photo of the listed product `key`
 * named `nombre`. `serverTime` is the SDK's server-timestamp placeholder, which the database resolves to
 * one time for every path.
 */
export function photoUpdate(
  key: string,
  nombre: string,
  jpeg: string | null,
  serverTime: object,
): Record<string, unknown> {
  const stamp = jpeg === null ? null : serverTime;
  const update: Record<string, unknown> = {
    [`${PHOTOS_PATH}/${key}`]: jpeg === null ? null : { sello: serverTime, jpeg },
    [`productos/${key}/foto`]: stamp,
  };
  for (const rubro of rubrosInName(nombre)) update[`${PHOTO_STAMPS_PATH}/${rubro}/${key}`] = stamp;
  return update;
}

/** Photo stamps by product key. */
export type PhotoStamps = ReadonlyMap<string, number>;

const isStamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The stamps of one rubro's node (`catalogo/fotos/<rubro>`) or of them all (`catalogo/fotos`), read back (untrusted). */
export function toPhotoStamps(stored: unknown): Map<string, number> {
  const stamps = new Map<string, number>();
  for (const [key, value] of recordEntries(stored)) {
    if (isStamp(value)) stamps.set(key, value);
    else for (const [inner, stamp] of recordEntries(value)) if (isStamp(stamp)) stamps.set(inner, stamp);
  }
  return stamps;
}

/** Each row with the stamp its key has now (none when it has no photo): the rows' own `foto` may be older. */
export function withPhotos<T extends { foto?: number | undefined }>(
  rows: readonly T[],
  stamps: PhotoStamps,
  keyOf: (row: T) => string,
): T[] {
  return rows.map((row) => {
    const foto = stamps.get(keyOf(row));
    if (foto === row.foto) return row;
    const { foto: _old, ...rest } = row;
    return (foto === undefined ? rest : { ...rest, foto }) as T;
  });
}

/** `catalogo/fotos` as the stored records give it: each listed record's stamp under each rubro listing it. */
export function photoStampsOf(
  records: Readonly<Record<string, StoredProduct>>,
): Partial<Record<Rubro, Record<string, number>>> {
  const stamps: Partial<Record<Rubro, Record<string, number>>> = {};
  for (const [key, { rubro, foto, nombre }] of Object.entries(records))
    if (rubro && foto) for (const listing of rubrosInName(nombre)) (stamps[listing] ??= {})[key] = foto;
  return stamps;
}
