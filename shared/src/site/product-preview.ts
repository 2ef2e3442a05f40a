/**
 * A product's own link preview. The pages function draws its image at an address that names the price
 * list it shows, so Hosting's CDN keeps it until the next Publicar and a new price gets a new address.
 * Plain data: Node and browser safe.
 */
import { contact } from '../business/contact.ts';
import { formatDay, formatPrice } from '../business/format.ts';
import { rubroLabel } from '../business/rubros.ts';
import { IN_STOCK, stockLabel } from '../catalogue/labels.ts';
import type { ProductPageData } from '../catalogue/product-page.ts';

/** What a product's image and alt text are made from: its page's data but the related products. */
type ProductPreviewData = Omit<ProductPageData, 'related'>;

/** The folder of the product images; firebase.json sends it to the pages function. */
export const productImageFolder = '/og/producto';

/**
 * `/og/producto/10672/1764000000000.png`: a product's image as of the price list stamped `updatedAt`; with
 * a photo, `…/1764000000000-1764100000000.png`, its photo's stamp too, so a new or removed photo is a new
 * address.
 */
export function productPreviewImage(key: string, updatedAt: number | null, foto?: number | null): string {
  return `${productImageFolder}/${encodeURIComponent(key)}/${updatedAt ?? 0}${foto ? `-${foto}` : ''}.png`;
}

/** The article, the stamp and the photo's stamp (null: none) an image address names; null when it is not one. */
export function parseProductPreviewImage(pathname: string): { key: string; stamp: number; foto: number | null } | null {
  const match = /^\/og\/producto\/([^/]{1,64})\/(\d{1,15})(?:-([1-9]\d{0,15}))?\.png$/.exec(pathname);
  if (!match) return null;
  try {
    return { key: decodeURIComponent(match[1]!), stamp: Number(match[2]), foto: match[3] ? Number(match[3]) : null };
  } catch {
    return null;
  }
}

const codeText = (product: ProductPreviewData['product']) =>
  product.codigo?.trim() ? `Código ${product.codigo.trim()}` : null;

/** The image's lines, top to bottom under the mark (tooling/src/link-previews draws them); a photo is given by its drawer. */
export function productPreviewCard({ product, rubro, updatedAt }: ProductPreviewData) {
  const price = formatPrice(product.lista1) ?? 'Precio a consultar';
  const day = formatDay(updatedAt);
  const stock = stockLabel(product.stock);
  return {
    kicker: rubroLabel(rubro),
    title: product.nombre.trim(),
    subtitle: [codeText(product), price].filter(Boolean).join(' · '),
    badge: { text: stock, tone: stock === IN_STOCK ? ('on' as const) : ('off' as const) },
    ...(day && product.lista1 !== undefined ? { note: `Precio de lista al ${day}` } : {}),
  };
}

/** The image in words (og:image:alt, twitter:image:alt): everything it shows. */
export function productPreviewAlt({ product, rubro, updatedAt }: ProductPreviewData): string {
  const price = formatPrice(product.lista1);
  const day = formatDay(updatedAt);
  const parts = [
    `${contact.businessName}: ${product.nombre.trim()}`,
    product.foto ? 'Con la foto del producto' : null,
    codeText(product),
    price ? `${price}${day ? `, precio de lista al ${day}` : ''}` : 'Precio a consultar',
    stockLabel(product.stock) === IN_STOCK ? 'En stock' : 'Sin stock',
    `Rubro ${rubroLabel(rubro)}`,
  ];
  return `${parts.filter(Boolean).join('. ')}.`;
}
