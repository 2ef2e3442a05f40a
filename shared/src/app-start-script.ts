/**
 * The one inline script of a prerendered document (tooling/src/app-start.ts puts it at the end of
 * <body>; the CSP allows it by its hash). It runs as soon as the page is parsed, before any script of
 * the app:
 * - It holds the submit of a prerendered form whose component has not mounted yet (the browser would
 *   otherwise post it natively and reload the page); the form's `useFormTakeover` replays it.
 * - It remembers the last button tapped before the app has taken over (a submit button of a form
 *   excepted: the submit hold covers it); the shell clicks it again once it has (TAKE_EARLY_CLICK).
 * - It starts the app after the first contentful paint: it adds the tags of <template id="app-start">
 *   (the route prefetch, the federation bootstrap, the modulepreloads) to <head>. At once in a hidden tab
 *   (nothing paints there), after two frames where Paint Timing is missing, after 3 s at the latest.
 * Plain ES5 text, so the same bytes (and hash) reach every browser.
 */

import { AWAITING, HELD_SUBMITS, TAKE_EARLY_CLICK } from './early-input-names.ts';

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
  '  function remember(event) {',
  "    var button = event.target instanceof Element ? event.target.closest('button') : null;",
  "    if (button && !(button.type === 'submit' && button.form)) tapped = button;",
  '  }',
  "  document.addEventListener('click', remember, true);",
  `  document.${TAKE_EARLY_CLICK} = function () {`,
  "    document.removeEventListener('click', remember, true);",
  '    var button = tapped;',
  '    tapped = null;',
  '    return button;',
  '  };',
  "  var template = document.getElementById('app-start');",
  '  function start() {',
  '    if (!template || !template.isConnected) return;',
  '    template.remove();',
  '    document.head.append(template.content.cloneNode(true));',
  '  }',
  "  if (document.visibilityState === 'hidden') return start();",
  '  setTimeout(start, 3000);',
  '  var Observer = window.PerformanceObserver;',
  "  if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf('paint') < 0)",
  '    return requestAnimationFrame(function () { requestAnimationFrame(start); });',
  '  new Observer(function (list, observer) {',
  "    if (!list.getEntriesByName('first-contentful-paint').length) return;",
  '    observer.disconnect();',
  '    setTimeout(start);',
  "  }).observe({ type: 'paint', buffered: true });",
  '})();',
].join('\n');
