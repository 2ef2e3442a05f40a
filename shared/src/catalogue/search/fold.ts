/**
 * The text normalisation behind the listing's plain-text search: what a visitor types and what the ERP
 * stores ("VALVULA", "CAÑO", "R22", "1/2") are compared on the same folded form.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** A decimal or fraction separator between two digits ("1/2", "0,8", "1.5") keeps its meaning. */
const NUMBER_SEPARATOR = /(\d)\s*([/.,])\s*(?=\d)/g;
/** Any other punctuation is dropped, so "R-22", "R 22" and "R22" meet on "r22" (with the compact form). */
const PUNCTUATION = /[^\p{L}\p{N}\s/.]|(?<!\d)[/.]|[/.](?!\d)/gu;

/**
 * Lower case, without accents (ñ folds to n), punctuation dropped except a '/' or decimal point between
 * digits (written '/' and '.'), runs of spaces collapsed to one.
 */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(COMBINING_MARKS, '')
      .toLowerCase()
      // ',' is the es-AR decimal mark: it folds to '.' so "0,8" and "0.8" meet.
      .replace(NUMBER_SEPARATOR, (_, digit: string, separator: string) => `${digit}${separator === '/' ? '/' : '.'}`)
      .replace(PUNCTUATION, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The folded form without any spaces, for queries typed with a space inside a code ("r 22"). */
export const compactText = (folded: string): string => folded.replace(/ /g, '');

/** A word that is only one character ("r" of "r 22") matches at the start of a word, not anywhere. */
export function containsWord(foldedKey: string, word: string): boolean {
  if (word.length > 1) return foldedKey.includes(word);
  return foldedKey.startsWith(word) || foldedKey.includes(` ${word}`);
}
