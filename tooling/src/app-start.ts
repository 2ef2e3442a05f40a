/**
 * How a document starts the app (Node only). The shell build writes the tags that start it (the route
 * prefetch, the federation bootstrap, the modulepreloads, the /remotes.json preload) between two
 * markers. A bare document (app.html) loads them at once: it has nothing to show before the scripts.
 * A prerendered document already shows its page, so the prerender puts them in an inert <template>
 * that a small inline script adds once the page has painted: the first paint waits for the HTML only,
 * not for the app's 150–230 KB of JavaScript competing with it on a phone's connection.
 */
import { createHash } from 'node:crypto';

/** The markers around the app-starting tags of the shell's documents. */
export const appStartMarkers = { open: '<!--app-start-->', close: '<!--/app-start-->' } as const;

/**
 * Adds the app's tags after the first contentful paint: at once in a hidden tab (nothing paints
 * there), after two frames where Paint Timing is missing, and after 3 s at the latest. Constant text,
 * so the CSP allows it by its hash.
 */
export const startAfterPaintScript =
  "(function(){var t=document.getElementById('app-start'),P=window.PerformanceObserver;" +
  'function s(){if(t&&t.isConnected){t.remove();document.head.append(t.content.cloneNode(true))}}' +
  "if(document.visibilityState==='hidden')return s();setTimeout(s,3000);" +
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)" +
  'return requestAnimationFrame(function(){requestAnimationFrame(s)});' +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(s)}})" +
  ".observe({type:'paint',buffered:true})})()";

/** The CSP source that allows the inline script above (and no other inline script). */
export const startAfterPaintSource = `'sha256-${createHash('sha256').update(startAfterPaintScript).digest('base64')}'`;

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
    `<script>${startAfterPaintScript}</script>` +
    html.slice(bodyEnd)
  );
}
