import type { ListedProduct } from './inclusion.ts';
import { compactText, containsWord, foldText } from './search-text.ts';

export type SearchQuery =
  | { mode: 'all' }
  | { mode: 'id'; prefix: string }
  | { mode: 'code'; code: string }
  | { mode: 'text'; literal: string; words: readonly string[]; compact: string };

const CODE_PREFIX = 'code=';
/** 'code=' must be followed by more than this many characters (SPEC §5). */
const MIN_CODE_LENGTH = 5;

/**
 * How a search text is read (SPEC §5):
 * '.' + digits → ids starting with the digits; 'code=' + more than 5 characters → codigo contains or
 * is contained in the code; empty → everything. Anything else is plain text (see `textMatcher`); it
 * is taken literally (no pattern syntax, so '(' or '[' are just characters).
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
  const folded = foldText(text);
  return {
    mode: 'text',
    literal: text.toLowerCase(),
    words: folded.split(' ').filter(Boolean),
    compact: compactText(folded),
  };
}

export const isSearchActive = (raw: string): boolean => parseSearch(raw).mode !== 'all';

/** A product's folded name, code and article number, computed once per product (not per keystroke). */
interface SearchKeys {
  name: string;
  compactName: string;
  code: string;
  id: string;
}
const keyCache = new WeakMap<ListedProduct, SearchKeys>();

function searchKeys(product: ListedProduct): SearchKeys {
  let keys = keyCache.get(product);
  if (!keys) {
    const name = foldText(product.nombre);
    keys = {
      name,
      compactName: compactText(name),
      code: compactText(foldText(product.codigo ?? '')),
      id: product.id.trim(),
    };
    keyCache.set(product, keys);
  }
  return keys;
}

/**
 * Plain text. SPEC §5's rule (nombre contains the text, ignoring case) still holds; beyond it, the name
 * folded (no accents or case, ñ = n, punctuation dropped) contains every word of the text, in any
 * order; or, for several words, the text without spaces is part of the name without spaces ("r 22"
 * finds "R22"); or the text is exactly the code or the article number printed on the card.
 */
function textMatcher(query: Extract<SearchQuery, { mode: 'text' }>): (product: ListedProduct) => boolean {
  const { literal, words, compact } = query;
  const severalWords = words.length > 1;
  return (product) => {
    if (product.searchName.includes(literal)) return true;
    if (compact === '') return false; // only punctuation, and not in the name as typed
    const keys = searchKeys(product);
    return (
      words.every((word) => containsWord(keys.name, word)) ||
      (severalWords && keys.compactName.includes(compact)) ||
      keys.code === compact ||
      keys.id === compact
    );
  };
}

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
    case 'text':
      return textMatcher(query);
  }
}

/** The items matching a search text, in their given order; the same array when the search is empty. */
export function searchProducts<T extends ListedProduct>(items: readonly T[], raw: string): readonly T[] {
  const matches = matcher(parseSearch(raw));
  return matches ? items.filter(matches) : items;
}
