/**
 * A long text stored in parts: the Realtime Database refuses a string over 10 MB, so the search index and
 * kept price lists are stored as arrays of strings that a reader joins. database.rules.json bounds each part.
 */

/**
 * Characters per stored part: at most 4 MB of UTF-8 even if every character took 4 bytes, well under the
 * database's 10 MB per string (about 1 MB each for these catalogues' names).
 */
export const TEXT_PART_LENGTH = 1_000_000;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * `text` cut into parts of at most `length` characters, never between the two halves of a character
 * outside the BMP (a lone half would not survive the database's UTF-8).
 */
export function textParts(text: string, length: number = TEXT_PART_LENGTH): string[] {
  const parts: string[] = [];
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + length, text.length);
    if (end < text.length && end - at > 1 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    parts.push(text.slice(at, end));
    at = end;
  }
  return parts;
}

/**
 * The text of a stored node (its parts, joined); null when the node is not a non-empty array of strings
 * (a missing part too: the database returns an array with a hole, which `every` would skip).
 */
export function joinedText(stored: unknown): string | null {
  if (!Array.isArray(stored) || stored.length === 0) return null;
  for (let index = 0; index < stored.length; index += 1) if (typeof stored[index] !== 'string') return null;
  return (stored as string[]).join('');
}
