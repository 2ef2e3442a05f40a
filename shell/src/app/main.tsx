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

/** How long the static frame of the bare index.html may wait for the first page before the app renders anyway. */
const FIRST_PAGE_WAIT_MS = 1500;

const container = document.getElementById('root')!;

void remotesReady();
startConsultationCounting();
registerServiceWorker();
if (container.hasAttribute('data-prerendered')) {
  // The document already holds this page (made by the server renderer, renderer/): React takes it over at once. A page whose
  // module has not arrived yet keeps its server HTML (a dehydrated Suspense boundary) until it has. As a
  // transition, React hydrates in slices that leave the main thread free between them, not in one long
  // task (docs/architecture.md, "The document in the browser").
  startTransition(() => {
    hydrateRoot(container, <App />, {
      // A snapshot older than a remote's live release differs from it: React then renders that part anew
      // with the live remote (what the visitor should see). Reported, but not as an error.
      onRecoverableError: (error) => console.info('[prerender] la página guardada difiere de la actual:', error),
    });
  });
  startIntentPrefetch();
} else {
  // The bare shell (a rubro without a prerendered page): the first page's module is fetched at once and
  // the first render waits for it (up to FIRST_PAGE_WAIT_MS), so the page appears in that render. The
  // render runs as a transition, in slices that let the browser handle input between them.
  const firstPage = pageFor(window.location.pathname);
  void (firstPage ? preloadPage(firstPage, FIRST_PAGE_WAIT_MS) : Promise.resolve()).then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
    startIntentPrefetch();
  });
}
