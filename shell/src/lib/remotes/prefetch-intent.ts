/**
 * Moving between pages without waiting for the next remote: a page's module loads and runs on intent
 * (pointer over a link, focus, touch); once idle, the navbar's destinations are downloaded, not run:
 * running them all cost a phone's main thread hundreds of milliseconds for pages it may never open
 * (docs/architecture.md, "Moving between pages and the first load"). All after the current page's own
 * content.
 */
import { idlePrefetchDone, pageFor, rubroRoute } from '@frio/shared/routes';
import { preloadPage } from './load-page.ts';
import { hintPageFiles } from './page-files.ts';

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

/** Remotes whose pages bring the Firebase SDK: loaded on intent only, never downloaded while idle. */
const dataRemotes = ['mf_accounts/'];
/**
 * Run when idle, not only downloaded: the rubro listing, which no navbar link names. Downloaded only,
 * `/` → cobre took 0.9–1.0 s of click-to-content on the mobile profile, against 0.15 s run. Its files
 * hold no Firebase SDK.
 */
const idleRun = rubroRoute.page;

function linkedPage(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return pageFor(link.pathname);
}

async function prefetchFiles(page: string | undefined): Promise<void> {
  if (!page || page === pageFor(window.location.pathname)) return;
  if (dataRemotes.some((remote) => page.startsWith(remote))) return;
  await hintPageFiles(page, 'next').catch(() => {});
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 2000);
}

/** The longest the idle prefetch waits for a busy page. */
const MAX_WAIT_MS = 10_000;

/** Calls back once no part of <main> is aria-busy (the catalogue's rows on their way), or after MAX_WAIT_MS. */
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
  // Intent: the module loads and runs (once; load-page keeps one load per page).
  const onIntent = (event: Event) => {
    const page = linkedPage(event.target);
    if (page) void preloadPage(page, 0);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  if (policy !== 'all') return;
  const prefetchNavbar = () =>
    whenMainSettled(() =>
      whenIdle(() => {
        const pages = [...new Set([...document.querySelectorAll('header a[href]')].map(linkedPage))];
        // One page's hints per idle period: all of them in one task held a phone's main thread 150 ms.
        const next = () => {
          if (pages.length > 0) return void prefetchFiles(pages.shift()).finally(() => whenIdle(next));
          const run = idleRun === pageFor(window.location.pathname) ? Promise.resolve() : preloadPage(idleRun);
          void run.then(() => performance.mark(idlePrefetchDone));
        };
        next();
      }),
    );
  if (document.readyState === 'complete') prefetchNavbar();
  else window.addEventListener('load', prefetchNavbar, { once: true });
}
