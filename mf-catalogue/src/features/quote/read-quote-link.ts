/**
 * Reads a shared list's address back (quote-link.ts makes it): loaded with the shared-list view only.
 * The address is untrusted: a cut or changed one is read as far as it can be, and says so.
 */
import { parseQuantity, QUANTITY_ERROR } from './quantity.ts';
import { ARTICLE, LINK_VERSION, MAX_LINK_LINES, checksum, type LinkLine } from './quote-link.ts';

/** How much of a refused quantity the page repeats (it is shown as text, never as markup). */
const SHOWN_TEXT_LIMIT = 12;

/** A line whose article was read but whose quantity the Cantidad field would refuse. */
export interface RefusedLine {
  key: string;
  /** What the address asked for, cut to a few characters. */
  asked: string;
  message: string;
}

export interface ReadLink {
  lines: LinkLine[];
  refused: RefusedLine[];
  /** False when the address was cut or changed: some lines may be missing or wrong. */
  complete: boolean;
}

/** Reads a list's value back: every line it can, and whether the address is whole and unchanged. */
export function decodeQuoteLink(value: string): ReadLink {
  const [version, count, check, ...parts] = value.trim().split('.');
  const lines: LinkLine[] = [];
  const refused: RefusedLine[] = [];
  const seen = new Set<string>();
  let wellFormed = true;
  for (const part of parts.slice(0, MAX_LINK_LINES)) {
    const dash = part.indexOf('-');
    const article = dash === -1 ? part : part.slice(0, dash);
    if (!ARTICLE.test(article) || seen.has(article)) {
      wellFormed = false;
      continue;
    }
    seen.add(article);
    const asked = dash === -1 ? '1' : part.slice(dash + 1);
    const quantity = parseQuantity(asked);
    if (quantity.kind === 'quantity' && quantity.value >= 1) lines.push({ key: article, quantity: quantity.value });
    else
      refused.push({
        key: article,
        asked: asked.slice(0, SHOWN_TEXT_LIMIT),
        message: quantity.kind === 'invalid' ? quantity.message : QUANTITY_ERROR,
      });
  }
  const complete =
    wellFormed &&
    version === LINK_VERSION &&
    parts.length <= MAX_LINK_LINES &&
    count === String(parts.length) &&
    check === checksum(parts.join('.'));
  return { lines, refused, complete };
}
