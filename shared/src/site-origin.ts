/**
 * The public origin of the site (`https://…`), for absolute URLs in metadata. It is deploy-time data:
 * the prerender writes it on the document (`<html data-site-origin>`), so a snapshot taken on one host
 * names the configured one, and the live page keeps the same value while hydrating. Without it (the bare
 * shell, tests), the page's own origin.
 */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return 'http://localhost';
  return document.documentElement.dataset.siteOrigin || window.location.origin;
}
