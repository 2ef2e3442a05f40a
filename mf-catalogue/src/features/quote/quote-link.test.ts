import { describe, expect, it } from 'vitest';
import { QUANTITY_ERROR } from './quantity.ts';
import { decodeQuoteLink } from './read-quote-link.ts';
import { MAX_LINK_LINES, encodeQuoteLink, linkValue, quoteLinkUrl, type LinkLine } from './quote-link.ts';

const three: LinkLine[] = [
  { key: '10672', quantity: 2 },
  { key: '10673', quantity: 1 },
  { key: '10700', quantity: 15 },
];

/** `count` lines of 6-digit articles with quantities up to 4 digits: the longest realistic list. */
const longList = (count: number): LinkLine[] =>
  Array.from({ length: count }, (_, i) => ({ key: String(900000 + i * 37), quantity: 1000 + i * 179 }));

describe('the quote list as an address', () => {
  it('round trips: the lines and quantities come back, in order, and the address is complete', () => {
    const value = encodeQuoteLink(three);
    expect(value).toMatch(/^1\.3\.[0-9a-z]+\.10672-2\.10673\.10700-15$/);
    expect(decodeQuoteLink(value)).toEqual({ lines: three, refused: [], complete: true });
    expect(decodeQuoteLink(encodeQuoteLink(longList(MAX_LINK_LINES)))).toEqual({
      lines: longList(MAX_LINK_LINES),
      refused: [],
      complete: true,
    });
  });

  it('makes an address of the site origin and /presupuesto, read back from its fragment as a browser gives it', () => {
    const url = new URL(quoteLinkUrl('https://frio.example', three));
    expect(url.pathname).toBe('/presupuesto');
    expect(url.search).toBe('');
    expect(decodeQuoteLink(linkValue(url.hash)!)).toEqual({ lines: three, refused: [], complete: true });
    // Passed on through an app that encodes it: the same list.
    expect(decodeQuoteLink(linkValue(encodeURIComponent(url.hash.slice(1)))!).lines).toEqual(three);
    expect(linkValue('#arriba')).toBeNull();
    expect(linkValue('')).toBeNull();
  });

  it('uses only characters a chat neither encodes, formats nor cuts a link at', () => {
    const url = quoteLinkUrl('https://frio.example', longList(MAX_LINK_LINES));
    expect(url.slice(url.indexOf('=') + 1)).toMatch(/^[0-9a-z.-]+$/);
  });

  it('holds 50 lines in a short address: the longest realistic one stays under 700 characters', () => {
    const url = quoteLinkUrl('https://www.refrigeracion-ejemplo.com.ar', longList(MAX_LINK_LINES));
    expect(url.length).toBeLessThan(700);
    // A typical list (5-digit articles, small quantities) is about 10 characters a line.
    const typical = Array.from({ length: 50 }, (_, i) => ({ key: String(10000 + i * 13), quantity: (i % 3) + 1 }));
    expect(encodeQuoteLink(typical).length).toBeLessThan(450);
  });

  it('keeps the first 50 lines and leaves out lines it cannot hold', () => {
    const decoded = decodeQuoteLink(encodeQuoteLink(longList(MAX_LINK_LINES + 10)));
    expect(decoded.lines).toEqual(longList(MAX_LINK_LINES));
    expect(decoded.complete).toBe(true);
    const mixed = [{ key: 'k-1', quantity: 1 }, { key: '5', quantity: 0 }, ...three, { key: '7', quantity: 1.5 }];
    expect(decodeQuoteLink(encodeQuoteLink(mixed)).lines).toEqual(three);
  });

  it('a cut address reads the lines that arrived and says it is incomplete', () => {
    const value = encodeQuoteLink(three);
    // Cut after a whole line, and inside one.
    expect(decodeQuoteLink(value.slice(0, value.lastIndexOf('.')))).toEqual({
      lines: three.slice(0, 2),
      refused: [],
      complete: false,
    });
    const inside = decodeQuoteLink(value.slice(0, -1));
    expect(inside.complete).toBe(false);
    expect(inside.lines.slice(0, 2)).toEqual(three.slice(0, 2));
    // Cut inside the head: nothing to read, and it says so.
    expect(decodeQuoteLink('1.3')).toEqual({ lines: [], refused: [], complete: false });
    expect(decodeQuoteLink('')).toEqual({ lines: [], refused: [], complete: false });
  });

  it('a changed address is incomplete: a digit, a quantity, a line count, a version, a checksum', () => {
    const value = encodeQuoteLink(three);
    const changed = [
      value.replace('10673', '10674'),
      value.replace('-15', '-16'),
      value.replace(/^1\.3\./, '1.4.'),
      value.replace(/^1\./, '2.'),
      value.replace(/^(1\.3\.)[0-9a-z]+/, '$1zzzz'),
      `${value}.10800`,
    ];
    for (const text of changed) expect(decodeQuoteLink(text).complete, text).toBe(false);
  });

  it('refuses quantities the Cantidad field refuses, with its message, and reads the other lines', () => {
    const decoded = decodeQuoteLink('1.4.x.10672-100000.10673-0.10674--2.10675-1e9');
    expect(decoded.lines).toEqual([]);
    expect(decoded.refused).toEqual([
      { key: '10672', asked: '100000', message: QUANTITY_ERROR },
      { key: '10673', asked: '0', message: QUANTITY_ERROR },
      { key: '10674', asked: '-2', message: QUANTITY_ERROR },
      { key: '10675', asked: '1e9', message: QUANTITY_ERROR },
    ]);
    expect(decoded.complete).toBe(false);
  });

  it('skips parts that are not lines (markup, other articles, repeats) and keeps what it shows short', () => {
    const decoded = decodeQuoteLink(
      `1.5.x.<img src=x onerror=alert(1)>.10672-2.0123.10672-3.10680-${'9'.repeat(40)}<script>`,
    );
    expect(decoded.lines).toEqual([{ key: '10672', quantity: 2 }]);
    expect(decoded.refused).toEqual([{ key: '10680', asked: '999999999999', message: QUANTITY_ERROR }]);
    expect(decoded.complete).toBe(false);
  });

  it('reads at most 50 lines from any address', () => {
    const parts = Array.from({ length: 80 }, (_, i) => String(1000 + i));
    const decoded = decodeQuoteLink(`1.80.x.${parts.join('.')}`);
    expect(decoded.lines).toHaveLength(MAX_LINK_LINES);
    expect(decoded.complete).toBe(false);
  });
});
