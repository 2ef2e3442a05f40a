/**
 * The public origin of the site, for absolute URLs in metadata. Deploy-time data written on
 * `<html data-site-origin>`, so a snapshot taken on one host names the configured one and hydration keeps
 * the same value. Without it (the bare shell, tests), the page's own origin.
 */
// On globalThis: the renderer and every unit's server build bundle their own copy of this module.
const originKey = Symbol.for('frio.site-origin');
const registry = globalThis as { [originKey]?: string };

/** On the server: the origin the documents it renders name (and write on `<html data-site-origin>`). */
export function setServerSiteOrigin(origin: string): void {
  registry[originKey] = new URL(origin).origin;
}

export function siteOrigin(): string {
  if (typeof document === 'undefined') return registry[originKey] ?? 'http://localhost';
  return document.documentElement.dataset.siteOrigin || window.location.origin;
}
