/** The stylesheets a rendered page links, fetched once per prerender (documents inline their CSS). */
import { readText } from './site-fetch.ts';

const stylesheetTexts = new Map<string, Promise<string>>();

export function stylesheetText(href: string): Promise<string> {
  if (!stylesheetTexts.has(href)) stylesheetTexts.set(href, readText(href));
  return stylesheetTexts.get(href)!;
}
