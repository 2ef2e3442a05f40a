import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@frio/shared/router';
import { ErrorBoundary } from '../features/errors/ErrorBoundary.tsx';
import { AppError } from '../features/errors/AppError.tsx';
import { remotesReady } from '../lib/remotes/remotes-config.ts';
import { preloadPage } from '../lib/remotes/load-page.ts';
import { AppRoutes } from './routes.tsx';
import { pageFor } from '../lib/remotes/page-table.ts';
import './base.css';

/** How long the static frame of index.html may wait for the first page before the app renders anyway. */
const FIRST_PAGE_WAIT_MS = 1500;

// remotes.json is fetched at once; the first page's module too, and the first render waits for it (up to
// FIRST_PAGE_WAIT_MS; a slower or failing page then shows its placeholder or error screen as usual).
void remotesReady();
const firstPage = pageFor(window.location.pathname);
// The first render runs as a transition: React renders in slices of a few milliseconds and lets the
// browser handle input between them, instead of blocking the main thread for the whole page at once.
void (firstPage ? preloadPage(firstPage, FIRST_PAGE_WAIT_MS) : Promise.resolve()).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ErrorBoundary fallback={() => <AppError />}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </StrictMode>,
    );
  });
});
