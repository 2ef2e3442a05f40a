/**
 * A product's photo, resized on request from the stored JPEG. The address names the photo's stamp, so the
 * CDN keeps it a year; another stamp costs one small read and redirects to the current address.
 */
import { parsePhotoPath, photoPath, toStoredPhoto } from '@frio/shared/catalogue/photo';
import { cacheControl, RETRY_AFTER_S } from './cache-policy.ts';
import type { Limited } from './drawing-limit.ts';
import type { Site } from './live-site.ts';
import type { ResizePhoto } from './photo-resize.ts';
import type { PageResponse } from './respond.ts';

const contentType = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

const notFound: PageResponse = {
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.notFound },
  body: 'No existe esa foto.',
};

const unavailable: PageResponse = {
  status: 503,
  headers: {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': cacheControl.unavailable,
    'Retry-After': String(RETRY_AFTER_S),
  },
  body: 'No pudimos preparar la foto; probá de nuevo en un momento.',
};

const redirect = (location: string): PageResponse => ({
  status: 301,
  headers: { Location: location, 'Cache-Control': cacheControl.imageRedirect },
  body: '',
});

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function productPhoto(
  pathname: string,
  site: () => Promise<Site>,
  resize: ResizePhoto,
  limit: Limited,
): Promise<PageResponse> {
  const named = parsePhotoPath(pathname);
  if (!named) return notFound;
  const { key, width, format } = named;
  let read: Site['maker']['read'];
  let stamp: unknown;
  try {
    read = (await site()).maker.read;
    // The product's stamp first (a few bytes): the photo itself is read only for its current address.
    stamp = await read(`productos/${key}/foto`);
  } catch (error) {
    console.error(`pages: ${pathname}: ${message(error)}`);
    return unavailable;
  }
  if (typeof stamp !== 'number') return notFound;
  if (stamp !== named.stamp) return redirect(photoPath(key, stamp, width, format));
  try {
    const photo = toStoredPhoto(await read(`fotos/${key}`));
    if (!photo) return notFound;
    // Replaced between the two reads: the address of the one stored now.
    if (photo.sello !== stamp) return redirect(photoPath(key, photo.sello, width, format));
    const bytes = await limit(() => resize(Buffer.from(photo.jpeg, 'base64'), width, format));
    if (!bytes) return unavailable;
    return {
      status: 200,
      headers: { 'Content-Type': contentType[format], 'Cache-Control': cacheControl.photo },
      body: bytes,
    };
  } catch (error) {
    console.error(`pages: ${pathname}: ${message(error)}`);
    return unavailable;
  }
}
