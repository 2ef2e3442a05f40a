/**
 * The Realtime Database refuses a string longer than 10 MB (Firebase's documented limit; firebase-server
 * applies the same check, through the SDK's validation). The search index is one string
 * (`catalogo/indice`, about 60 bytes per article of these catalogues): past about 170,000 articles it is over the
 * limit, and a real import would be refused as this seed was. A benchmark catalogue that large
 * (FRIO_CATALOGUE_SIZE=200000) starts without the index, saying so, so the pages that do not need it
 * (products, listings) can still be measured; /buscar then has no results.
 */
export const MAX_STRING_BYTES = 10 * 1024 * 1024;

/** The catalogue with its search index left out when the database could not hold it, and why. */
export function withinStringLimit<T extends { indice?: unknown }>(catalogo: T): { catalogo: T; dropped?: string } {
  const index = catalogo.indice;
  if (typeof index !== 'string') return { catalogo };
  const bytes = Buffer.byteLength(index, 'utf8');
  if (bytes <= MAX_STRING_BYTES) return { catalogo };
  const { indice: _dropped, ...rest } = catalogo;
  return {
    catalogo: rest as T,
    dropped:
      `catalogo/indice: ${(bytes / 2 ** 20).toFixed(1)} MB, over the Realtime Database's 10 MB per string: ` +
      'the database starts without the search index (/buscar finds nothing)',
  };
}
