/**
 * When a prerendered document starts its app (Node only; docs/architecture.md "The document in the
 * browser"): after its first paint, so the app's scripts never compete with it. The shell build marks the
 * app-starting tags with `data-app-start`; a bare app.html keeps them in <head>. The start script is
 * inline: a file would be one more request before the first paint (Lighthouse counts it); the CSP allows
 * it by its hash.
 */
import { createHash } from 'node:crypto';
import { consultationUrl, pageKey } from '@frio/shared/consultas';
import { element, requireElement, type HTMLElement } from './html-document.ts';

export const appStartAttribute = 'data-app-start';

/**
 * The start script (plain ES5): adds the template's tags after the first contentful paint and the
 * first screen's photos (a product's photo is its page's largest paint, and the app's scripts would share
 * a phone's connection with it); at once in a hidden tab, after two frames without Paint Timing, after
 * 3 s at the latest. Four tags per task: a modulepreload costs about 5 ms of a phone's main thread
 * (Chromium, 4× CPU slowdown), and seventeen in one task were one long task on every page.
 *
 * A signed-in account (not the sign-up's anonymous session) marks <html data-cuenta> first: the
 * document's prices are list 1, and a technician should not read them as theirs (shell/src/app/base.css).
 *
 * Until the app counts WhatsApp taps itself (shell/src/lib/consultas.ts sets `window.frioTaps` to null),
 * the script counts them as consultas-counter.ts would, using the earlyCountTag; without one, taps wait
 * in `window.frioTaps` for the app.
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

/** The CSP source that allows the start script, and no other inline script. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;

/**
 * Moves the marked tags into <template id="app-start"> and ends <body> with the start script. A document
 * without marked tags (an older shell a rollback may prerender) is left as it is.
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
 * The head tag that lets the start script count a tap before the app has started. Only for a database
 * the browser may write over REST, and a document made for its own address.
 */
export function earlyCountTag(databaseURL: string, url: string): string {
  const key = pageKey(new URL(url, 'http://x').pathname);
  return `<meta name="frio-consultas" content="${attribute(consultationUrl(databaseURL))}" data-pagina="${key}">`;
}
