/**
 * HTML documents as element trees (Node only): the shell's build and the prerender find, move and
 * remove elements, instead of matching tags with regular expressions.
 */
import { HTMLElement, TextNode, parse } from 'node-html-parser';

export { HTMLElement };

/** A whole document or a fragment. `String(tree)` writes it back with its comments and `/>` kept. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: true, voidTag: { closingSlash: true } });
}

/** The one element a selector names; a document without it is not one the build wrote. */
export function requireElement(tree: HTMLElement, selector: string, what: string): HTMLElement {
  const element = tree.querySelector(selector);
  if (!element) throw new Error(`${what} has no ${selector}`);
  return element;
}

/** A node written out as it is: markup React rendered, a stylesheet's text. */
export function verbatim(html: string): TextNode {
  return new TextNode(html);
}

/** A new element with attributes (escaped) and verbatim content. */
export function element(tagName: string, attributes: Record<string, string>, content = ''): HTMLElement {
  const node = new HTMLElement(tagName, {}, '');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (content) node.appendChild(verbatim(content));
  return node;
}
