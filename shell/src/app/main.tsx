import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { remotesReady } from '../lib/remotes/remotes-config.ts';
import { preloadPage } from '../lib/remotes/load-page.ts';
import { pageFor } from '@frio/shared/routes';
import { startIntentPrefetch } from '../lib/remotes/prefetch-intent.ts';
import { startConsultationCounting } from '../lib/consultas.ts';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { App } from './App.tsx';
import './base.css';

/** How long the bare shell may wait for the first page's module before the app renders anyway. */
const FIRST_PAGE_WAIT_MS = 1500;

const container = document.getElementById('root')!;

void remotesReady();
startConsultationCounting();
registerServiceWorker();
if (container.hasAttribute('data-prerendered')) {
  // A page whose module has not arrived yet keeps its server HTML until it has. As a transition, React
  // hydrates in slices, not in one long task (docs/architecture.md, "The document in the browser").
  startTransition(() => {
    hydrateRoot(container, <App />, {
      // A snapshot older than a remote's live release differs from it, and React renders that part anew:
      // expected, so not reported as an error.
      onRecoverableError: (error) => console.info('[prerender] la página guardada difiere de la actual:', error),
    });
  });
  startIntentPrefetch();
} else {
  // The bare shell: the first render waits for the first page's module, so the page appears in that render.
  const firstPage = pageFor(window.location.pathname);
  void (firstPage ? preloadPage(firstPage, FIRST_PAGE_WAIT_MS) : Promise.resolve()).then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
    startIntentPrefetch();
  });
}
