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

/**
 * Before the app starts, the document's start script (renderer/src/app-start.ts) counts WhatsApp taps
 * itself from `<meta name="frio-consultas">`. A document without it (App Check on; the 404, served for any
 * address) keeps its taps in `window[EARLY_TAPS]` as `[pathname, data-producto value]` pairs; the app
 * counts them and sets it to null, after which the start script does nothing.
 */
export const EARLY_TAPS = 'frioTaps';
