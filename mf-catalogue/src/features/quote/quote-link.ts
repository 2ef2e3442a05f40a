/**
 * A quote list as an address (pure): `https://…/presupuesto#lista=1.3.k2x9q1.10672-2.10673.10700-15`
 * (version, line count, checksum, then `article[-quantity]` per line). The list travels in the fragment,
 * which browsers never send to a server, so no server ever stores or logs it. Only digits, lower-case
 * letters, `.` and `-`: nothing a chat encodes, formats (`*`, `_`, `~`) or cuts off. docs/contract.md says
 * why the format and the limit are what they are.
 */
import { MAX_QUANTITY, type QuoteItem } from '@frio/shared/quote-list';

const LINK_PARAM = 'lista';
/** The format's version: a link of another version is read as incomplete. */
export const LINK_VERSION = '1';
/** The most lines one link holds: a 50-line list fits a WhatsApp message beside its text (docs/contract.md). */
export const MAX_LINK_LINES = 50;

/** An article number as the catalogue's import writes record keys: a positive integer, at most 9 digits. */
export const ARTICLE = /^[1-9]\d{0,8}$/;

/** A line as a link holds it: its article (record key) and quantity. */
export type LinkLine = Pick<QuoteItem, 'key' | 'quantity'>;

/** FNV-1a (32 bits) in base 36: not a secret, a check that the address arrived as it was made. */
export function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const linePart = ({ key, quantity }: LinkLine) => (quantity === 1 ? key : `${key}-${quantity}`);

const linkable = ({ key, quantity }: LinkLine) =>
  ARTICLE.test(key) && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;

/** The lines a link takes: well-formed ones, the first MAX_LINK_LINES. */
export const linkLines = (lines: readonly LinkLine[]): LinkLine[] => lines.filter(linkable).slice(0, MAX_LINK_LINES);

/** The fragment's value for these lines (`1.3.k2x9q1.10672-2.10673.10700-15`). */
export function encodeQuoteLink(lines: readonly LinkLine[]): string {
  const parts = linkLines(lines).map(linePart);
  const body = parts.join('.');
  return [LINK_VERSION, String(parts.length), checksum(body), ...parts].join('.');
}

/** The whole address of a list at `origin` (the site's public origin). */
export const quoteLinkUrl = (origin: string, lines: readonly LinkLine[]): string =>
  `${origin}/presupuesto#${LINK_PARAM}=${encodeQuoteLink(lines)}`;

/** The fragment's list value (without `#lista=`), or null when the fragment holds no shared list. */
export function linkValue(hash: string): string | null {
  let text = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    text = decodeURIComponent(text); // some apps encode what they pass on; a bad escape is read as it is
  } catch {
    // kept as it came
  }
  const prefix = `${LINK_PARAM}=`;
  return text.startsWith(prefix) ? text.slice(prefix.length) : null;
}
