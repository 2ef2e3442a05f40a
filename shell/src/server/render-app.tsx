/** The app for one URL, rendered to HTML over the same tree the browser hydrates (App.tsx). */
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
// The server's router: only this file needs it, so it stays out of the browser's shared router module.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { ServerDataProvider, type ServerData } from '@frio/shared/server-data';
import { AppWithRouter } from '../app/App.tsx';

/** A page that throws is refused rather than written as its error screen. */
export async function renderAppToHtml(url: string, data: ServerData): Promise<string> {
  const errors: unknown[] = [];
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const { prelude } = await prerender(
    <ServerDataProvider data={data}>
      <AppWithRouter Router={Router as ComponentType<{ children: ReactNode }>} />
    </ServerDataProvider>,
    {
      onError: (error) =>
        void errors.push(error instanceof Error && process.env.FRIO_RENDER_DEBUG ? error.stack : error),
      // Every boundary inline, in document order: React otherwise moves large ones to the end of the
      // document with inline scripts that reveal them, which the CSP forbids and no-JS visitors never run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`render ${url}: ${errors.map(String).join('; ')}`);
  // Data blocks (JSON-LD, a page's data) are not scripts.
  if (/<script(?![^>]*application\/(?:ld\+)?json)/.test(html) || html.includes('<!--$?-->'))
    throw new Error(`render ${url}: the render needs inline scripts (an outlined Suspense boundary)`);
  return html;
}
