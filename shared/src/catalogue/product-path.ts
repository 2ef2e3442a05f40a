/**
 * A product's own address, e.g. `/producto/10672-cano-de-cobre-1-4-x-15-mts`; the bare
 * `/producto/10672` names the same product. Every link and the sitemap call `productPath`.
 */

export const PRODUCT_PREFIX = '/producto/';

/** The name as an address segment: lower case, no accents, words joined by single dashes. */
export function productSlug(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The product's canonical path. `id` is the article number (the key of `productos/<id>`). */
export function productPath(id: string, nombre: string): string {
  const slug = productSlug(nombre);
  const segment = encodeURIComponent(id);
  return `${PRODUCT_PREFIX}${slug ? `${segment}-${slug}` : segment}`;
}

/**
 * The article numbers a `/producto/<segment>` may name, most likely first: the whole segment, then each
 * part before a dash, longest first, so an article number with dashes still resolves. The caller takes
 * the first that exists.
 */
export function productIdCandidates(segment: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return [];
  }
  const candidates = [decoded];
  for (let at = decoded.lastIndexOf('-'); at > 0; at = decoded.lastIndexOf('-', at - 1)) {
    candidates.push(decoded.slice(0, at));
  }
  return candidates;
}
