/**
 * Loaded only by the deploy-time prerender (scripts/prerender/ sets `window.__FRIO_PRERENDER__`), never
 * by visitors: renders the app for the current URL to HTML with React's static renderer, in the browser
 * that loaded the deployed units. The output is exactly what hydrateRoot expects (Suspense markers,
 * server snapshots), and its <title>/<meta> come first, ready for <head>.
 */
import { prerender } from 'react-dom/static';
import { remotesReady } from '../lib/remotes/remotes-config.ts';
import { App } from './App.tsx';

export async function renderAppToHtml(): Promise<string> {
  await remotesReady();
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App />, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, in document order: React otherwise moves large ones to the end of the
    // document with inline scripts that reveal them, which the CSP forbids and no-JS visitors never run.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const html = await new Response(prelude).text();
  // A page that failed to load or threw would be written as its error screen: refuse instead.
  if (errors.length > 0) throw new Error(`prerender: ${errors.map(String).join('; ')}`);
  // Data blocks (JSON-LD, a page's snapshot of its data) are not scripts.
  if (/<script(?![^>]*application\/(?:ld\+)?json)/.test(html) || html.includes('<!--$?-->'))
    throw new Error('prerender: the render needs inline scripts (an outlined Suspense boundary)');
  return html;
}
