/**
 * The product feed Google Merchant Center fetches: one item per listed product with a photo, made on
 * request so a new photo or a Publicar is in it as soon as in the pages. Only public records are read:
 * the price is list 1, and no technician's price can reach it.
 */
import { contact } from '@frio/shared/contact';
import {
  photographedProducts,
  photographedRestPath,
  type PhotographedProduct,
} from '@frio/shared/catalogue/photographed';
import { photoPath, photoWidths } from '@frio/shared/catalogue/photo';
import { productPath } from '@frio/shared/catalogue/product-path';
import type { PublicRead } from '@frio/renderer/database';
import { absolute } from '@frio/renderer/site-documents';
import { escapeHtml } from '@frio/shared/plain-page';

export const FEED_PATH = '/feed/productos.xml';

/** Merchant Center's longest title (characters). */
const TITLE_MAX = 150;
/** Merchant Center's longest description (characters). */
const DESCRIPTION_MAX = 5000;

/** A price as Merchant Center reads it: `12345.00 ARS`. */
export const merchantPrice = (pesos: number): string => `${pesos.toFixed(2)} ARS`;

const field = (name: string, text: string) => `      <g:${name}>${escapeHtml(text)}</g:${name}>`;

function item(origin: string, { product }: PhotographedProduct): string | null {
  // Merchant Center refuses an item without a price above zero: such a record waits for its price.
  if (product.lista1 === undefined || !(product.lista1 > 0)) return null;
  const title = product.nombre.trim().slice(0, TITLE_MAX);
  const description = (product.descripcion?.trim() || title).slice(0, DESCRIPTION_MAX);
  return [
    '    <item>',
    field('id', product.id || product.key),
    field('title', title),
    field('description', description),
    field('link', absolute(origin, productPath(product.key, product.nombre))),
    field('image_link', absolute(origin, photoPath(product.key, product.foto, photoWidths.vista, 'jpg'))),
    field('price', merchantPrice(product.lista1)),
    field('availability', product.stock > 0 ? 'in_stock' : 'out_of_stock'),
    field('condition', 'new'),
    field('identifier_exists', 'no'),
    '    </item>',
  ].join('\n');
}

export function merchantFeed(origin: string, products: readonly PhotographedProduct[]): string {
  const items = products.flatMap((product) => item(origin, product) ?? []);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${escapeHtml(contact.businessName)}</title>`,
    `    <link>${escapeHtml(absolute(origin, '/'))}</link>`,
    '    <description>Productos de refrigeración con foto, precio de lista y disponibilidad.</description>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export async function readMerchantFeed(origin: string, read: PublicRead): Promise<string> {
  return merchantFeed(origin, photographedProducts(await read(photographedRestPath)));
}
