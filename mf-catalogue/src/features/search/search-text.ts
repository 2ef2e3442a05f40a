import { whatsappLink } from '@frio/shared/whatsapp';

export { searchHref } from '@frio/shared/catalogue/search-path';

/** The site search's Spanish texts and links, one place for the field and `/buscar`. */
export const SEARCH_LABEL = 'Buscar en el catálogo';
export const SEARCH_PLACEHOLDER = 'Buscar productos';
export const SEARCH_LOADING = 'Cargando el buscador…';
export const SEARCH_ERROR = 'No pudimos cargar el buscador. Revisá tu conexión y probá de nuevo.';
export const NOT_FOUND_ASK = '¿No lo encontrás? Consultanos';
/**
 * Said to a signed-in viewer: the search's index is public, so its prices are list 1; a technician's own
 * price is on the product's page and in the listings, which read the private list.
 */
export const PUBLIC_PRICES_NOTE =
  'Precios al público: el precio para técnicos está en la página de cada producto y en los listados.';

/** The WhatsApp chat asking for what was typed. */
export const askForLink = (text: string): string =>
  whatsappLink(`¡Hola! Busqué "${text.trim()}" en el catálogo y no lo encontré. ¿Lo tienen?`);

export const resultsCount = (count: number): string =>
  count === 1 ? '1 resultado' : `${count.toLocaleString('es-AR')} resultados`;
