/**
 * The stylesheets a rendered page links, fetched once per prerender, and the part of them the page's
 * markup uses: that part is what its document inlines (docs/prerender.md "How a document is made").
 */
import Beasties from 'beasties';
import { readText } from './site-fetch.ts';

const stylesheetTexts = new Map<string, Promise<string>>();

/** A stylesheet's text, fetched on first use. */
export function stylesheetText(href: string): Promise<string> {
  if (!stylesheetTexts.has(href)) stylesheetTexts.set(href, readText(href));
  return stylesheetTexts.get(href)!;
}

export interface Stylesheet {
  href: string;
  css: string;
}

const beasties = new Beasties({ logLevel: 'silent', fonts: false, reduceInlineStyles: true, mergeStylesheets: false });

/**
 * The rules of `stylesheets` that can apply to `markup` (Beasties: a selector matches an element of the
 * markup once its pseudo-classes are set aside, so `:hover` and `:focus-visible` rules stay, as do media
 * queries and the keyframes the kept rules name); a stylesheet with none is dropped. A remote's federation
 * manifest gives each of its pages every stylesheet of the remote (the admin's, the product page's, the
 * quote list's on a listing), and the page itself uses a part of them. The remote still links its whole
 * stylesheets when its scripts run, so what the app renders later finds its rules.
 */
export async function usedRules(markup: string, stylesheets: Stylesheet[]): Promise<Stylesheet[]> {
  if (stylesheets.length === 0) return [];
  const styles = stylesheets
    .map(({ css }, index) => `<style data-sheet="${index}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  const result = await beasties.process(`<!doctype html><html><head>${styles}</head><body>${markup}</body></html>`);
  const kept: Stylesheet[] = [];
  for (const match of result.matchAll(/<style data-sheet="(\d+)">([\s\S]*?)<\/style>/g)) {
    const css = match[2]!.trim();
    if (css) kept.push({ href: stylesheets[Number(match[1])]!.href, css });
  }
  return kept;
}
