/** HTML documents as element trees (Node only), so the build and the prerender need no tag regexes. */
import { HTMLElement, TextNode, parse } from 'node-html-parser';

export { HTMLElement };

/** `String(tree)` writes it back with its comments and `/>` kept. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: true, voidTag: { closingSlash: true } });
}

/** Throws when missing: a document without it is not one the build wrote. */
export function requireElement(tree: HTMLElement, selector: string, what: string): HTMLElement {
  const element = tree.querySelector(selector);
  if (!element) throw new Error(`${what} has no ${selector}`);
  return element;
}

export function verbatim(html: string): TextNode {
  return new TextNode(html);
}

/** Attributes are escaped; content is not. */
export function element(tagName: string, attributes: Record<string, string>, content = ''): HTMLElement {
  const node = new HTMLElement(tagName, {}, '');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (content) node.appendChild(verbatim(content));
  return node;
}
