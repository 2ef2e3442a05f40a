/**
 * How a document starts the app (Node only). The shell build marks the tags that start it (the route
 * prefetch, the federation bootstrap, the modulepreloads, the /remotes.json preload) with an
 * attribute. A bare document (app.html) loads them at once: it has nothing to show before the scripts.
 * A prerendered document already shows its page, so the prerender puts them in an inert <template>
 * that a small inline script adds once the page has painted: the first paint waits for the HTML only,
 * not for the app's 150–230 KB of JavaScript competing with it on a phone's connection. The script
 * (@frio/shared/app-start-script) also holds a form submitted before its component has mounted.
 */
import { createHash } from 'node:crypto';
import { appStartScript } from '@frio/shared/app-start-script';
import { element, requireElement, type HTMLElement } from './html-document.ts';

/** The attribute that marks the app-starting tags in the <head> of the shell's documents. */
export const appStartAttribute = 'data-app-start';

/** The CSP source that allows that inline script (and no other inline script). */
export const appStartScriptSource = `'sha256-${createHash('sha256').update(appStartScript).digest('base64')}'`;

/**
 * Makes a prerendered document start its app after its first paint. A document without marked tags
 * (a shell built before them, which a rollback may prerender) is left as it is: it starts at once.
 */
export function startAfterPaint(document: HTMLElement): void {
  const head = requireElement(document, 'head', 'The shell document');
  const body = requireElement(document, 'body', 'The shell document');
  const tags = head.querySelectorAll(`[${appStartAttribute}]`);
  if (tags.length === 0) return;
  for (const tag of tags) tag.remove();
  head.appendChild(element('template', { id: 'app-start' }, tags.map(String).join('')));
  body.appendChild(element('script', {}, appStartScript));
}
