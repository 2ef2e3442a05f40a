/**
 * The probe: a copy of the shell's build whose documents load, first thing in <head>, a small classic
 * script from the shell's own origin (the CSP's `script-src 'self'` allows it; nothing else in the
 * documents changes). It records what a visitor's browser would report, in every engine alike, since
 * classic WebDriver (WebKit) has no console to read:
 * - every `securitypolicyviolation` (a CSP report),
 * - uncaught errors and unhandled rejections,
 * - `console.error` calls.
 * What happens after the document starts to unload is not recorded, but CSP reports.
 * It keeps them in sessionStorage, so what a document reports just before a navigation is still there
 * for the runner to read (browsers.ts) after it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const probeKey = 'frio-engines-probe';
const probeFile = 'engines-probe.js';

const probeScript = `(function () {
  var key = ${JSON.stringify(probeKey)};
  var leaving = false;
  // Once the visitor leaves, loads still under way are cancelled (Firefox then rejects a module's
  // import): nothing the visitor sees, so not a page error.
  window.addEventListener('beforeunload', function () { leaving = true; });
  window.addEventListener('pagehide', function () { leaving = true; });
  window.addEventListener('pageshow', function () { leaving = false; });
  function add(kind, text) {
    if (leaving && kind !== 'CSP') return;
    try {
      var list = JSON.parse(sessionStorage.getItem(key) || '[]');
      list.push(kind + ': ' + text + ' (' + location.pathname + ')');
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch (e) {}
  }
  document.addEventListener('securitypolicyviolation', function (event) {
    add('CSP', event.effectiveDirective + ' ' + event.blockedURI);
  });
  window.addEventListener('error', function (event) {
    add('error', event.message);
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    add('unhandledrejection', reason && reason.message ? reason.message : String(reason));
  });
  var original = console.error;
  console.error = function () {
    add('console.error', Array.prototype.map.call(arguments, String).join(' '));
    return original.apply(console, arguments);
  };
})();
`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A temporary copy of `shellDist` with the probe in every document; `remove` deletes it. */
export function probedCopy(shellDist: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-engines-'));
  // The Brotli copies of documents would be served instead of the probed documents: leave them out.
  cpSync(shellDist, dir, { recursive: true, filter: (source) => !source.endsWith('.html.br') });
  writeFileSync(path.join(dir, probeFile), probeScript);
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('<head>')) throw new Error(`${file}: no <head>`);
    writeFileSync(file, html.replace('<head>', `<head><script src="/${probeFile}"></script>`));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
