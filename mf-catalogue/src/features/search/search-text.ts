import { whatsappLink } from '@frio/shared/whatsapp';
import { countOf, formatPrice } from '@frio/shared/format';

export { searchHref } from '@frio/shared/catalogue/search-path';

/** The site search's Spanish texts and links, one place for the field and `/buscar`. */
export const SEARCH_LABEL = 'Buscar en el catálogo';
export const SEARCH_PLACEHOLDER = 'Buscar productos';
export const SEARCH_LOADING = 'Cargando el buscador…';
export const SEARCH_ERROR = 'No pudimos cargar el buscador. Revisá tu conexión y probá de nuevo.';
export const NOT_FOUND_ASK = '¿No lo encontrás? Consultanos';

/** The WhatsApp chat asking for what was typed. */
export const askForLink = (text: string): string =>
  whatsappLink(`¡Hola! Busqué "${text.trim()}" en el catálogo y no lo encontré. ¿Lo tienen?`);

export const resultsCount = (count: number): string => countOf(count, 'resultado', 'resultados');

/** A result's price as shown: '' while the viewer's is being read, "Consultar precio" when it has none. */
export const priceText = (price: number | null | undefined): string =>
  price === undefined ? '' : (formatPrice(price) ?? 'Consultar precio');
