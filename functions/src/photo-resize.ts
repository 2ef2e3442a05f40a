/**
 * A stored product photo at one of the served widths: a square on white, so every page can give its
 * `<img>` a width and height. The quality steps down until it fits the width's byte budget.
 */
import sharp from 'sharp';
import type { PhotoFormat, PhotoWidth } from '@frio/shared/catalogue/photo';

/** A card's thumbnail, the page, the preview. */
const PHOTO_MAX_BYTES: Record<PhotoWidth, number> = { 320: 20_000, 800: 150_000, 1200: 400_000 };

const QUALITIES = [80, 70, 60, 50, 40, 30, 20, 10] as const;

/** Larger than the owner's browser ever writes (1600 px on its long side): anything else is refused. */
const MAX_INPUT_PIXELS = 4000 * 4000;

export type ResizePhoto = (jpeg: Buffer, width: PhotoWidth, format: PhotoFormat) => Promise<Buffer>;

export const resizePhoto: ResizePhoto = async (jpeg, width, format) => {
  const square = await sharp(jpeg, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize(width, width, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = (quality: number) => {
    const image = sharp(square.data, { raw: square.info });
    return format === 'webp' ? image.webp({ quality }).toBuffer() : image.jpeg({ quality, mozjpeg: true }).toBuffer();
  };
  let bytes = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    bytes = await encode(quality);
    if (bytes.length <= PHOTO_MAX_BYTES[width]) return bytes;
  }
  throw new Error(`la foto no entra en ${PHOTO_MAX_BYTES[width]} bytes a ${width} px`);
};
