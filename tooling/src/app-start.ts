/**
 * How a document starts the app (Node only). The shell build writes the tags that start it (the route
 * prefetch, the federation bootstrap, the modulepreloads, the /remotes.json preload) between two
 * markers. A bare document (app.html) loads them at once: it has nothing to show before the scripts.
 * A prerendered document already shows its page, so the prerender puts them in an inert <template>
 * that a small inline script adds once the page has painted: the first paint waits for the HTML only,
 * not for the app's 150–230 KB of JavaScript competing with it on a phone's connection. The script
 * (@frio/shared/app-start-script) also holds a form submitted before its component has mounted.
 */
import { createHash } from 'node:crypto';
import { appStartScript } from '@frio/shared/app-start-script';

/** The markers around the app-starting tags of the shell's documents. */
export const appStartMarkers = { open: '<!--app-start-->', close: '<!--/app-start-->' } as const;

/** The CSP source that allows that inline script (and no other inline script). */
export const appStartScriptSource = `'sha256-${createHash('sha256').update(appStartScript).digest('base64')}'`;

/**
 * A prerendered document whose app starts after its first paint. A document without the markers (a
 * shell built before them, which a rollback may prerender) is returned unchanged: it starts at once.
 */
export function startAfterPaint(html: string): string {
  const open = html.indexOf(appStartMarkers.open);
  const close = html.indexOf(appStartMarkers.close, open);
  const bodyEnd = html.lastIndexOf('</body>');
  if (open < 0 || close < 0 || bodyEnd < close) return html;
  const tags = html.slice(open + appStartMarkers.open.length, close);
  return (
    html.slice(0, open) +
    `<template id="app-start">${tags}</template>` +
    html.slice(close + appStartMarkers.close.length, bodyEnd) +
    `<script>${appStartScript}</script>` +
    html.slice(bodyEnd)
  );
}
