/**
 * A product's link-preview image (1200×630 PNG), drawn on request from the product as the database has it
 * now, on the card `@frio/shared/product-preview` decides. Its address names the price list's stamp: an
 * image of the current list is kept by the CDN for good, and the next Publicar's pages name a new
 * address. Only that address is drawn: any other stamp answers a redirect to it, so the stamps a script
 * can make up cost one read each, not a drawing. When it cannot be drawn, the rubro's family image is
 * served in its place, never a broken image.
 */
import { findListedProduct, publicProductReader } from '@frio/shared/catalogue/product-read';
import { familyPreview } from '@frio/shared/link-previews';
import { parseProductPreviewImage, productPreviewCard, productPreviewImage } from '@frio/shared/product-preview';
import type { drawPreviewImage } from '@frio/renderer/preview-image';
import { isDatabaseKey } from './address.ts';
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

/**
 * The image `pathname` names (a 404 when it names no listed product); `draw` is the drawing, within
 * `limit` (drawing-limit.ts: when too many wait, the family image answers instead).
 */
export async function productImage(
  pathname: string,
  site: () => Promise<Site>,
  draw: DrawImage,
  limit: Limited,
): Promise<PageResponse> {
  const named = parseProductPreviewImage(pathname);
  if (!named || !isDatabaseKey(named.key)) return notFound;
  // The family to serve in its place: the products' until the product's rubro is known.
  let family = '/productos';
  try {
    const live = await site();
    try {
      const reader = publicProductReader(live.maker.read);
      const [found, stamp] = await Promise.all([findListedProduct(named.key, reader), reader.stamp()]);
      if (!found || found.product.key !== named.key) return notFound;
      // Another list's address (a page kept somewhere, or a made-up stamp): the current list's image.
      if ((stamp ?? 0) !== named.stamp)
        return {
          status: 301,
          headers: { Location: productPreviewImage(named.key, stamp), 'Cache-Control': cacheControl.imageRedirect },
          body: '',
        };
      family = `/productos/insumos/${found.rubro}`;
      const card = productPreviewCard({ ...found, updatedAt: stamp });
      const image = await limit(() => draw(card, { mark: live.mark, shorten: true }));
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
