/**
 * The picture the owner chose, made into the JPEG the database keeps. It is redrawn on a canvas, which
 * keeps only pixels, so the camera's metadata (GPS position, serial number) never leaves the phone.
 */
import { isStorableJpeg, PHOTO_LONG_SIDE, PHOTO_MAX_FILE_BYTES } from '@frio/shared/catalogue/photo';

/** A card shows a photo 320 px wide: one narrower than this on either side is a blur or a sliver there. */
const PHOTO_MIN_SIDE = 300;

export const PHOTO_TEXT = {
  tooHeavy: 'La foto pesa más de 15 MB. Elegí una más liviana o sacala de nuevo.',
  svg: 'Un dibujo SVG no sirve como foto del producto. Elegí una foto JPG, PNG o WebP.',
  notImage: 'Ese archivo no es una imagen que se pueda abrir. Elegí una foto JPG, PNG o WebP.',
  notSmaller: 'No pudimos achicar esa foto lo suficiente. Probá con otra.',
  tooSmall: (width: number, height: number) =>
    `La foto es muy chica (${width} × ${height} px): elegí una de al menos ${PHOTO_MIN_SIDE} px de ancho y de alto.`,
} as const;

export class PhotoInputError extends Error {}

/** A prepared photo: the JPEG's base64 (what is stored, and the preview) and its size. */
export interface PreparedPhoto {
  jpeg: string;
  width: number;
  height: number;
}

/** An SVG (a drawing that may carry script) by its type, its name or its first characters, whatever it is named. */
function looksLikeSvg(type: string, name: string, head: string): boolean {
  return type === 'image/svg+xml' || /\.svgz?$/i.test(name) || /^\s*(<\?xml|<svg|<!DOCTYPE svg)/i.test(head);
}

/** Why a chosen file cannot be a photo before it is decoded, or null. */
export function refusal(file: Pick<File, 'size' | 'type' | 'name'>, head: string): string | null {
  if (file.size > PHOTO_MAX_FILE_BYTES) return PHOTO_TEXT.tooHeavy;
  if (looksLikeSvg(file.type, file.name, head)) return PHOTO_TEXT.svg;
  return null;
}

/** Qualities tried in turn until the stored JPEG is within the database's bound. */
const QUALITIES = [0.85, 0.75, 0.65, 0.5, 0.35] as const;

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('no se pudo leer la foto'));
    reader.readAsDataURL(blob);
  });
}

/** The chosen file as the JPEG to store; rejects with a PhotoInputError whose message the owner reads. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const refused = refusal(file, await file.slice(0, 256).text());
  if (refused) throw new PhotoInputError(refused);
  let bitmap: ImageBitmap;
  try {
    // Decoded by its content, not its name: a text file called foto.jpg fails here.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoInputError(PHOTO_TEXT.notImage);
  }
  if (Math.min(bitmap.width, bitmap.height) < PHOTO_MIN_SIDE) {
    const { width, height } = bitmap;
    bitmap.close();
    throw new PhotoInputError(PHOTO_TEXT.tooSmall(width, height));
  }
  const scale = Math.min(1, PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoInputError(PHOTO_TEXT.notImage);
  // A transparent PNG's background: white, as the served sizes are.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const blob = await toJpeg(canvas, quality);
    if (!blob) break;
    const jpeg = await base64Of(blob);
    if (isStorableJpeg(jpeg)) return { jpeg, width, height };
  }
  throw new PhotoInputError(PHOTO_TEXT.notSmaller);
}
