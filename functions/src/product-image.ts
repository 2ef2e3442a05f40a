/**
 * A product's link-preview image, drawn on request. Its address names the price list's stamp, so the CDN
 * keeps it for good. Any other stamp answers a redirect decided by the stamp alone: made-up stamps cost no
 * drawing and no product read. When it cannot be drawn, the rubro's family image answers instead.
 */
import {
  findListedProduct,
  publicProductReader,
  readStamp,
  type PublicRead,
} from '@frio/shared/catalogue/product-read';
import { familyPreview } from '@frio/shared/link-previews';
import { parseProductPreviewImage, productPreviewCard, productPreviewImage } from '@frio/shared/product-preview';
import type { drawPreviewImage } from '@frio/renderer/preview-image';
import { isDatabaseKey } from './address.ts';
import { PHOTOS_PATH, photoWidths, toStoredPhoto } from '@frio/shared/catalogue/photo';
import type { ResizePhoto } from './photo-resize.ts';
import { cacheControl, RETRY_AFTER_S } from './cache-policy.ts';
import type { Limited } from './drawing-limit.ts';
import type { Site } from './live-site.ts';
import type { PageResponse } from './respond.ts';

export type DrawImage = typeof drawPreviewImage;

const png = (body: Buffer, cache: string): PageResponse => ({
  status: 200,
  headers: { 'Content-Type': 'image/png', 'Cache-Control': cache },
  body,
});

const notFound: PageResponse = {
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.notFound },
  body: 'No existe esa imagen.',
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const redirect = (location: string): PageResponse => ({
  status: 301,
  headers: { Location: location, 'Cache-Control': cacheControl.imageRedirect },
  body: '',
});

/** A card's thumbnail as a JPEG `data:` address. */
async function photoOf(key: string, stamp: number, read: PublicRead, resize: ResizePhoto): Promise<string> {
  const photo = toStoredPhoto(await read(`${PHOTOS_PATH}/${key}`));
  // Replaced or removed between the reads: drawn without it, this address would keep the wrong card.
  if (photo?.sello !== stamp) throw new Error(`${PHOTOS_PATH}/${key}: not the photo ${stamp}`);
  const jpeg = await resize(Buffer.from(photo.jpeg, 'base64'), photoWidths.tarjeta, 'jpg');
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The catalogue's stamp, from a read begun at `since` (performance.now()) or later. */
export type StampOf = (read: PublicRead, since?: number) => Promise<number | null>;

/** One read shared by the requests that ask while it is under way: a flood of made-up stamps is one read. */
export function sharedStamp(): StampOf {
  let reading: { started: number; stamp: Promise<number | null> } | undefined;
  return (read, since = -Infinity) => {
    if (!reading || reading.started < since) {
      const current = { started: performance.now(), stamp: readStamp(read) };
      const done = () => {
        if (reading === current) reading = undefined;
      };
      current.stamp.then(done, done);
      reading = current;
    }
    return reading.stamp;
  };
}

/** `limit` is drawing-limit.ts's: when too many wait, the family image answers instead. */
export async function productImage(
  pathname: string,
  site: () => Promise<Site>,
  { draw, resize }: { draw: DrawImage; resize: ResizePhoto },
  limit: Limited,
  stampOf: StampOf,
): Promise<PageResponse> {
  const asked = performance.now();
  const named = parseProductPreviewImage(pathname);
  if (!named || !isDatabaseKey(named.key)) return notFound;
  // The family to serve in its place: the products' until the product's rubro is known.
  let family = '/productos';
  try {
    const live = await site();
    try {
      const reader = publicProductReader(live.maker.read);
      let stamp = await stampOf(live.maker.read);
      // Newer than the shared read's: a Publicar may have landed since it began; a read begun since this request says.
      if (named.stamp > (stamp ?? 0)) stamp = await stampOf(live.maker.read, asked);
      // Another list's address (a page kept somewhere, or a made-up stamp): the current list's image,
      // whose own request says whether there is such a product.
      if ((stamp ?? 0) !== named.stamp) return redirect(productPreviewImage(named.key, stamp, named.foto));
      const found = await findListedProduct(named.key, reader);
      if (!found || found.product.key !== named.key) return notFound;
      const foto = found.product.foto ?? null;
      if (foto !== named.foto) return redirect(productPreviewImage(named.key, stamp, foto));
      family = `/productos/insumos/${found.rubro}`;
      const card = productPreviewCard({ ...found, updatedAt: stamp });
      const image = await limit(async () => {
        const photo = foto && (await photoOf(named.key, foto, live.maker.read, resize));
        return draw(photo ? { ...card, photo } : card, { mark: live.mark, shorten: true });
      });
      if (image) return png(image, cacheControl.image);
      return png(await live.file(familyPreview(family).image), cacheControl.familyImage);
    } catch (error) {
      console.error(`pages: ${pathname}: ${message(error)}`);
      return png(await live.file(familyPreview(family).image), cacheControl.familyImage);
    }
  } catch (error) {
    console.error(`pages: ${pathname}: ${message(error)}`);
    return {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': cacheControl.unavailable,
        'Retry-After': String(RETRY_AFTER_S),
      },
      body: 'No pudimos dibujar la imagen; probá de nuevo en un momento.',
    };
  }
}
