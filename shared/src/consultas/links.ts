/**
 * What a WhatsApp link carries to be counted (consultas.ts counts it). Apart from the counters, so the
 * pages that draw such links, and the shell's click listener on every first load, do not also bundle
 * the counters' key list (built from every route).
 */

/**
 * The attribute a WhatsApp link sets to count a consultation for the products it is about: their
 * `productos/<id>` keys, separated by spaces (a card's Consultar names one, a quote list's Enviar each line's).
 */
export const PRODUCT_ATTRIBUTE = 'data-producto';

/** The value of PRODUCT_ATTRIBUTE for these products (each named once). */
export const productAttribute = (ids: readonly string[]): string => [...new Set(ids)].join(' ');

/** The attribute that makes a WhatsApp link count for these products: `<a {...aboutProducts([key])}>`. */
export const aboutProducts = (ids: readonly string[]): Record<typeof PRODUCT_ATTRIBUTE, string> => ({
  [PRODUCT_ATTRIBUTE]: productAttribute(ids),
});

/** Every WhatsApp link of the site (whatsappLink() in whatsapp.ts builds them on this base). */
export const WHATSAPP_LINK_SELECTOR = 'a[href^="https://wa.me/"]';
