/**
 * When a document starts its app (Node only; docs/architecture.md "The document in the browser"). The shell build
 * marks the tags that start the app (the route prefetch, the federation bootstrap, the modulepreloads,
 * the /remotes.json preload) with `data-app-start`. A bare document (app.html) has nothing to show
 * before its scripts: it keeps the tags in <head> and they load at once. A prerendered document already
 * shows its page: the prerender moves the tags into an inert <template id="app-start"> and ends <body>
 * with the start script below, inline (a file would be one request before the first paint, which
 * Lighthouse's simulation counts against it; the CSP allows this script by its hash, and no other
 * inline script). Its scripts then never compete with the first paint (the figures are in
 * docs/architecture.md).
 */
import { createHash } from 'node:crypto';
import { consultationUrl, pageKey } from '@frio/shared/consultas';
import { element, requireElement, type HTMLElement } from './html-document.ts';

/** The attribute that marks the app-starting tags in the <head> of the shell's documents. */
export const appStartAttribute = 'data-app-start';

/**
 * The start script (plain ES5, the same bytes for every browser): adds the template's tags after the
 * first contentful paint and the first screen's photos (the images not loading lazily: a product's photo
 * is its page's largest paint, and the app's scripts would share a phone's connection with it); at once
 * in a hidden tab (nothing paints there), after two frames where Paint Timing is missing, after 3 s at
 * the latest. Four tags per task, the scripts first: inserting a
 * modulepreload is about 5 ms of a phone's main thread (Chromium, 4× CPU slowdown), and the seventeen
 * in one task were one long task on every page.
 *
 * A signed-in account (Firebase's stored user, not the sign-up's anonymous session: @frio/shared/session)
 * marks <html data-cuenta> first: the document's prices are list 1, the same for everyone, and a
 * technician should not read them as theirs; they stay hidden until the app shows the viewer's own
 * (shell/src/app/base.css).
 *
 * Until the app counts WhatsApp consultations itself (shell/src/lib/consultas.ts sets `window.frioTaps`
 * to null), it counts a tap on a WhatsApp link as the app would (consultas-counter.ts: the same request,
 * the same counters), with the address and page key of the document's earlyCountTag; a document without
 * one has its taps kept in `window.frioTaps` for the app (@frio/shared/consultas, EARLY_COUNT_META).
 */
export const startScript = `(function () {
  try {
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key.indexOf('firebase:authUser:') === 0 && !/"isAnonymous":true/.test(localStorage.getItem(key)))
        document.documentElement.setAttribute('data-cuenta', '');
    }
  } catch (error) {}
  var template = document.getElementById('app-start');
  if (!template) return;
  var taps = window.frioTaps = [];
  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[href^="https://wa.me/"]');
    if (!link || window.frioTaps !== taps) return;
    var meta = document.querySelector('meta[name="frio-consultas"]'), ids = link.getAttribute('data-producto');
    if (!meta || !window.fetch) return taps.push([location.pathname, ids]);
    var day = Math.floor((Date.now() - 10800000) / 86400000), one = { '.sv': { increment: 1 } }, patch = { dia: day }, n = 0;
    patch['paginas/' + meta.getAttribute('data-pagina')] = one;
    (ids || '').split(/\\s+/).forEach(function (id) {
      if (/^[A-Za-z0-9_-]{1,40}$/.test(id) && !patch['productos/' + id] && n++ < 200) patch['productos/' + id] = one;
    });
    fetch(meta.content.replace('%7Bdia%7D', day), { method: 'POST', body: JSON.stringify(patch), keepalive: true })
      .catch(function () {});
  }, true);
  function start() {
    if (!template.isConnected) return;
    template.remove();
    var tags = Array.prototype.slice.call(template.content.cloneNode(true).childNodes);
    (function next() {
      var head = document.head;
      head.append.apply(head, tags.splice(0, 4));
      if (tags.length) setTimeout(next);
    })();
  }
  function afterImages() {
    var images = Array.prototype.filter.call(document.images, function (image) {
      return !image.complete && image.loading !== 'lazy';
    });
    var pending = images.length + 1;
    function settle() {
      if (--pending === 0) requestAnimationFrame(function () { setTimeout(start); });
    }
    images.forEach(function (image) {
      image.addEventListener('load', settle);
      image.addEventListener('error', settle);
    });
    settle();
  }
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 3000);
  var Observer = window.PerformanceObserver;
  if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf('paint') < 0)
    return requestAnimationFrame(function () { requestAnimationFrame(afterImages); });
  new Observer(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterImages();
  }).observe({ type: 'paint', buffered: true });
})();
`;

/** The CSP source that allows the start script (and no other inline script): its SHA-256. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;

/**
 * Makes a prerendered document start its app after its first paint: its marked tags move into
 * <template id="app-start">, and <body> ends with the start script. A document without marked tags
 * (a shell built before them, which a rollback may prerender) is left as it is: it starts at once.
 */
export function startAfterPaint(document: HTMLElement): void {
  const head = requireElement(document, 'head', 'The shell document');
  const body = requireElement(document, 'body', 'The shell document');
  const tags = head.querySelectorAll(`[${appStartAttribute}]`);
  if (tags.length === 0) return;
  for (const tag of tags) tag.remove();
  head.appendChild(element('template', { id: 'app-start' }, tags.map(String).join('')));
  body.appendChild(element('script', {}, startScript));
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The head tag that lets the start script count a tap before the app has started: where the count is
 * sent (consultationUrl, the day left to the script) and the page key of `url` (a path or an address).
 * Only for a database the browser may write over REST, and a document made for its own address.
 */
export function earlyCountTag(databaseURL: string, url: string): string {
  const key = pageKey(new URL(url, 'http://x').pathname);
  return `<meta name="frio-consultas" content="${attribute(consultationUrl(databaseURL))}" data-pagina="${key}">`;
}
