import type { ListedProduct } from './inclusion.ts';

export type SearchQuery =
  { mode: 'all' } | { mode: 'id'; prefix: string } | { mode: 'code'; code: string } | { mode: 'name'; text: string };

const CODE_PREFIX = 'code=';
/** 'code=' must be followed by more than this many characters (SPEC §5). */
const MIN_CODE_LENGTH = 5;

/**
 * How a search text is read (SPEC §5):
 * '.' + digits → ids starting with the digits; 'code=' + more than 5 characters → codigo contains or
 * is contained in the code; anything else → nombre contains the text, case-insensitively and literally
 * (no pattern syntax, so '(' or '[' are just characters); empty → everything.
 */
export function parseSearch(raw: string): SearchQuery {
  const text = raw.trim();
  if (text === '') return { mode: 'all' };
  const id = /^\.(\d*)$/.exec(text);
  if (id) return { mode: 'id', prefix: id[1] ?? '' };
  if (text.toLowerCase().startsWith(CODE_PREFIX)) {
    const code = text.slice(CODE_PREFIX.length).trim();
    if (code.length > MIN_CODE_LENGTH) return { mode: 'code', code: code.toLowerCase() };
  }
  return { mode: 'name', text: text.toLowerCase() };
}

export const isSearchActive = (raw: string): boolean => parseSearch(raw).mode !== 'all';

function matcher(query: SearchQuery): ((product: ListedProduct) => boolean) | null {
  switch (query.mode) {
    case 'all':
      return null;
    case 'id':
      return (product) => product.id.startsWith(query.prefix);
    case 'code':
      return (product) => {
        const codigo = product.codigo?.trim().toLowerCase();
        // An empty codigo is "contained" in every code; it must not match everything.
        return !!codigo && (codigo.includes(query.code) || query.code.includes(codigo));
      };
    case 'name':
      return (product) => product.searchName.includes(query.text);
  }
}

/** The items matching a search text, in their given order; the same array when the search is empty. */
export function searchProducts<T extends ListedProduct>(items: readonly T[], raw: string): readonly T[] {
  const matches = matcher(parseSearch(raw));
  return matches ? items.filter(matches) : items;
}
