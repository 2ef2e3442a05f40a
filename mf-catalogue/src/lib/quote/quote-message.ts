/**
 * The WhatsApp texts of the catalogue (pure): "Consultar" on a card, and the quote list's message with
 * its cut for a WhatsApp link (docs/contract.md says why the limit is what it is).
 */
import { formatDay, formatInteger, formatPrice } from '@frio/shared/format';
import type { QuoteItem } from '@frio/shared/quote-list';
import type { PriceType } from '@frio/shared/types';
import { whatsappLink } from '@frio/shared/whatsapp';

/**
 * The longest WhatsApp link the site builds, in characters of the whole URL: about the 2,048 that
 * older browsers, in-app web views and the sitemap protocol take as the safe URL length.
 */
export const WHATSAPP_LINK_LIMIT = 2000;

/** A quote line as a message names it, at the unit price to show (null: none). */
export type MessageLine = Pick<QuoteItem, 'nombre' | 'codigo' | 'id' | 'price' | 'quantity'>;

/** Pesos as the visitor reads them, with plain spaces (a chat has no use for no-break spaces). */
const pesos = (value: number): string => (formatPrice(value) ?? '').replace(/\s/g, ' ');

function references({ codigo, id }: Pick<MessageLine, 'codigo' | 'id'>): string {
  const parts = [codigo && `código ${codigo}`, id && `artículo ${id}`].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** "según la lista del 24/11/2026" / "según la lista de técnicos del 24/11/2026". */
function listText(priceList: PriceType, updatedAt: number | null): string {
  const date = formatDay(updatedAt);
  const list = priceList === 2 ? 'la lista de técnicos' : date ? 'la lista' : 'la lista de precios';
  return `según ${list}${date ? ` del ${date}` : ''}`;
}

/** Consultar's text: the product as its card shows it, its price and the price list's date. */
export function consultText(
  product: Omit<MessageLine, 'quantity'>,
  priceList: PriceType,
  updatedAt: number | null,
): string {
  const about = `¡Hola! Quisiera consultar por ${product.nombre}${references(product)}`;
  return product.price === null
    ? `${about}. ¿Qué precio tiene?`
    : `${about}, ${pesos(product.price)} ${listText(priceList, updatedAt)}.`;
}

/** "2 × CAÑO … (código …, artículo …): $ 7.870 c/u". */
export function lineText(line: MessageLine): string {
  const price = line.price === null ? 'precio a consultar' : `${pesos(line.price)} c/u`;
  return `• ${formatInteger(line.quantity)} × ${line.nombre}${references(line)}: ${price}`;
}

export const quoteTotal = (lines: readonly MessageLine[]): number =>
  lines.reduce((sum, line) => sum + (line.price === null ? 0 : line.price * line.quantity), 0);

function totalText(lines: readonly MessageLine[]): string {
  const unpriced = lines.some((line) => line.price === null);
  return `Total: ${pesos(quoteTotal(lines))}${unpriced ? ' (sin los artículos a consultar)' : ''}`;
}

function heading(priceList: PriceType, updatedAt: number | null): string {
  return `¡Hola! Quisiera pedir un presupuesto por estos artículos (precios ${listText(priceList, updatedAt)}):`;
}

/** The last line: the list's own address, which opens it on any device (docs/contract.md). */
const linkText = (link: string): string[] => (link ? [`Abrí la lista: ${link}`] : []);

/** The whole list as one text: what "Copiar lista" copies. */
export function quoteText(
  lines: readonly MessageLine[],
  priceList: PriceType,
  updatedAt: number | null,
  link = '',
): string {
  return [heading(priceList, updatedAt), ...lines.map(lineText), totalText(lines), ...linkText(link)].join('\n');
}

export interface QuoteMessage {
  /** The WhatsApp link (at most `limit` characters). */
  href: string;
  text: string;
  /** How many lines it holds, from the first; the rest go by copy. */
  sent: number;
  /** The lines left out, as a text to paste in the chat ('' when none). */
  rest: string;
}

const restNote = (count: number) =>
  count === 1
    ? '… y 1 artículo más, que te paso copiado en el próximo mensaje.'
    : `… y ${count} artículos más, que te paso copiados en el próximo mensaje.`;

interface MessageOptions {
  /** The longest WhatsApp link (characters). */
  limit?: number;
  /** The list's own address (quote-link.ts), sent whole on the message's last line. */
  link?: string;
}

/**
 * The message of "Enviar por WhatsApp": every line, the total and the list's address when its link fits
 * in `limit`; else the first lines that fit, a note saying how many more go by copy, the total of all and
 * the address (never cut: it is what opens the whole list).
 */
export function quoteMessage(
  lines: readonly MessageLine[],
  priceList: PriceType,
  updatedAt: number | null,
  { limit = WHATSAPP_LINK_LIMIT, link = '' }: MessageOptions = {},
): QuoteMessage {
  const texts = lines.map(lineText);
  const build = (sent: number) => {
    const left = texts.length - sent;
    const body = [heading(priceList, updatedAt), ...texts.slice(0, sent), ...(left > 0 ? [restNote(left)] : [])];
    const text = [...body, totalText(lines), ...linkText(link)].join('\n');
    return { text, href: whatsappLink(text), sent };
  };
  let sent = texts.length;
  let message = build(sent);
  // Each line is encoded on its own (no line is cut in half); a long list drops lines from the end.
  while (message.href.length > limit && sent > 0) {
    sent -= 1;
    message = build(sent);
  }
  const rest = sent < texts.length ? ['Continuación del presupuesto:', ...texts.slice(sent)].join('\n') : '';
  return { ...message, rest };
}
