/**
 * Text as markup (HTML or XML): the five characters that could end a text or an attribute escaped, and the
 * control characters XML 1.0 does not allow (a price list's names may hold them) left out.
 */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export const escapeMarkup = (text: string): string =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => escapes[char]!);
