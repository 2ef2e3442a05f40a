/**
 * The one inline script of a prerendered document (tooling/src/app-start.ts puts it at the end of
 * <body>; the CSP allows it by its hash). It runs as soon as the page is parsed, before any script of
 * the app:
 * - It holds the submit of a prerendered form whose component has not mounted yet (the browser would
 *   otherwise post it natively and reload the page); the form's `useFormTakeover` replays it.
 * - It remembers the last button tapped before the app has taken over (a submit button of a form
 *   excepted: the submit hold covers it); the shell clicks it again once it has (TAKE_EARLY_CLICK): a
 *   button of the frame once the frame has, a button of the page (in <main>) once the page has (its
 *   remote may arrive later, and React drops a click on a part it has not taken over yet).
 * - It shows a snapshot that may be stale (early-input-names.ts, FRESH_URL) once its URL confirms it is
 *   current, for a visitor with no stored Firebase user (any, even the sign-up's anonymous session: the
 *   script errs towards letting the app decide) and no query in the URL (the snapshot is of the bare
 *   route): the catalogue's first rows then paint with the document, not after the app's scripts. Once
 *   the visitor types (a search), it hides it again: the rows no longer answer what is on screen.
 * - It starts the app after the first contentful paint (and, while a snapshot's check is on its way,
 *   after that check and the frame that shows its rows: on a phone the app's scripts would share the
 *   link with the check, and the rows would wait): it adds the tags of <template id="app-start">
 *   (the route prefetch, the federation bootstrap, the modulepreloads) to <head>. At once in a hidden tab
 *   (nothing paints there), after two frames where Paint Timing is missing, after 3 s at the latest.
 * Plain ES5 text, so the same bytes (and hash) reach every browser.
 */

import {
  AUTH_KEY_PREFIX,
  AWAITING,
  FRESH_URL,
  FRESH_VALUE,
  HELD_SUBMITS,
  SNAPSHOT_FRESH,
  TAKE_EARLY_CLICK,
} from './early-input-names.ts';

export const appStartScript = [
  '(function () {',
  `  var held = (document.${HELD_SUBMITS} = new WeakSet());`,
  "  document.addEventListener('submit', function (event) {",
  '    var form = event.target;',
  `    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('${AWAITING}')) return;`,
  '    event.preventDefault();',
  '    held.add(form);',
  '  }, true);',
  '  var tapped = null;',
  '  var taken = { frame: false, page: false };',
  "  function part(button) { return button.closest('main') ? 'page' : 'frame'; }",
  '  function remember(event) {',
  "    var button = event.target instanceof Element ? event.target.closest('button') : null;",
  "    if (!button || (button.type === 'submit' && button.form) || taken[part(button)]) return;",
  '    tapped = button;',
  '  }',
  "  document.addEventListener('click', remember, true);",
  `  document.${TAKE_EARLY_CLICK} = function (taking) {`,
  '    taken[taking] = true;',
  "    if (taken.frame && taken.page) document.removeEventListener('click', remember, true);",
  '    var button = tapped;',
  '    if (!button || part(button) !== taking) return null;',
  '    tapped = null;',
  '    return button;',
  '  };',
  `  var snapshot = document.querySelector('[${FRESH_URL}]');`,
  '  function accountStored() {',
  '    try {',
  '      for (var i = 0; i < localStorage.length; i++)',
  `        if (String(localStorage.key(i)).indexOf('${AUTH_KEY_PREFIX}') === 0) return true;`,
  '    } catch (error) {}',
  '    return false;',
  '  }',
  '  var typed = false;',
  '  if (snapshot)',
  "    document.addEventListener('input', function () {",
  '      typed = true;',
  `      document.documentElement.removeAttribute('${SNAPSHOT_FRESH}');`,
  '    }, true);',
  '  var checked = null;',
  '  if (snapshot && !location.search && !accountStored() && window.fetch)',
  `    checked = fetch(snapshot.getAttribute('${FRESH_URL}'), { cache: 'no-store' })`,
  "      .then(function (response) { return response.ok ? response.text() : ''; })",
  '      .then(function (body) {',
  `        if (!typed && body.trim() === snapshot.getAttribute('${FRESH_VALUE}'))`,
  `          document.documentElement.setAttribute('${SNAPSHOT_FRESH}', '');`,
  '      })',
  '      .catch(function () {});',
  "  var template = document.getElementById('app-start');",
  '  function start() {',
  '    if (!template || !template.isConnected) return;',
  '    template.remove();',
  '    document.head.append(template.content.cloneNode(true));',
  '  }',
  '  function startAfterCheck() {',
  '    if (!checked) return start();',
  '    checked.then(function () { requestAnimationFrame(function () { setTimeout(start); }); });',
  '  }',
  "  if (document.visibilityState === 'hidden') return start();",
  '  setTimeout(start, 3000);',
  '  var Observer = window.PerformanceObserver;',
  "  if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf('paint') < 0)",
  '    return requestAnimationFrame(function () { requestAnimationFrame(startAfterCheck); });',
  '  new Observer(function (list, observer) {',
  "    if (!list.getEntriesByName('first-contentful-paint').length) return;",
  '    observer.disconnect();',
  '    setTimeout(startAfterCheck);',
  "  }).observe({ type: 'paint', buffered: true });",
  '})();',
].join('\n');
