/** How a typed search text is read (docs/contract.md "The listing", engine.ts): article numbers, a code, or words. */
import { compactText, foldText } from './fold.ts';

export type SearchQuery =
  | { mode: 'all' }
  | { mode: 'id'; prefix: string }
  | { mode: 'code'; code: string }
  | { mode: 'text'; literal: string; words: readonly string[]; compact: string };

const CODE_PREFIX = 'code=';
/** 'code=' must be followed by more than this many characters (docs/contract.md "The listing"). */
const MIN_CODE_LENGTH = 5;

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
