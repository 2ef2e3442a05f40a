/**
 * Moving between pages without waiting for the next remote: a page's module starts loading when the
 * visitor shows intent (pointer over a link, focus, touch), and, once the browser is idle, the modules of
 * the navbar's destinations load too (not the account pages, which bring Firebase Auth), and the rubro
 * listing (one tap from the navbar's Insumos grid). All that after the current page's own content: not
 * while a part of <main> is `aria-busy` (the catalogue's rows on their way), at most MAX_WAIT_MS.
 * Save-Data turns both off; a 2G connection turns off the idle part.
 */
import { catalogue, exposeId } from '@frio/shared/contract';
import { pageFor } from './page-table.ts';
import { preloadPage } from './load-page.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** What the visitor's connection allows: nothing (Save-Data), intent only (2G), or intent and idle. */
export function prefetchPolicy(network: NetworkInformation | undefined = connection()): 'none' | 'intent' | 'all' {
  if (network?.saveData) return 'none';
  if (network?.effectiveType && /(^|-)2g$/.test(network.effectiveType)) return 'intent';
  return 'all';
}

/** Remotes whose pages bring the Firebase SDK: loaded on intent only, never while idle (nothing heavy unused). */
const dataRemotes = ['mf_accounts/'];
/**
 * Loaded when idle beside the navbar's destinations: a likely next page that no navbar link names. The
 * listing reads a visitor's data over REST: running its module brings the small shared Firebase client
 * (2.7 KB), never the SDK or the deploy's config (those wait for a visit of the listing).
 */
const idleExtras = [exposeId(catalogue, 'ProductListPage')];

/** Starts loading the page module of a same-origin link (once; load-page keeps one load per page). */
function prefetchLink(target: EventTarget | null, { idle = false } = {}): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const page = pageFor(link.pathname);
  if (!page || (idle && dataRemotes.some((remote) => page.startsWith(remote)))) return;
  void preloadPage(page, 0);
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 2000);
}

/** The longest the idle prefetch waits for a busy page. */
const MAX_WAIT_MS = 10_000;

/** Calls back once no part of <main> is aria-busy (at once when none is), or after MAX_WAIT_MS. */
export function whenMainSettled(callback: () => void, doc: Document = document): void {
  const busy = () => doc.querySelector('main [aria-busy="true"], main[aria-busy="true"]') !== null;
  if (!busy()) return callback();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new MutationObserver(() => {
    if (!busy()) finish();
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = setTimeout(finish, MAX_WAIT_MS);
}

export function startIntentPrefetch(): void {
  const policy = prefetchPolicy();
  if (policy === 'none') return;
  const onIntent = (event: Event) => prefetchLink(event.target);
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  if (policy !== 'all') return;
  const prefetchNavbar = () =>
    whenMainSettled(() =>
      whenIdle(() => {
        for (const link of document.querySelectorAll('header a[href]')) prefetchLink(link, { idle: true });
        for (const page of idleExtras) void preloadPage(page, 0);
      }),
    );
  if (document.readyState === 'complete') prefetchNavbar();
  else window.addEventListener('load', prefetchNavbar, { once: true });
}
