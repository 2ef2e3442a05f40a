import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@frio/shared/router';
import { LoadingStatus } from './LoadingStatus.tsx';
import '../design/tokens.css';

export interface StandalonePage {
  path: string;
  /** A dynamic import of the exposed module, e.g. `() => import('../exposed/HomePage.tsx')`. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Dev harness for running one remote alone (`pnpm --filter <remote> dev`): its pages in a bare router,
 * without the shell. The site itself never uses this.
 *
 * Pages are imported dynamically, as the shell does through the remote entry. A static import here
 * would make every exposed module shared with this entry, and the bundler would then put a re-export
 * facade chunk in front of each page: one more request before the page renders in the site.
 */
export function renderStandalone(name: string, pages: StandalonePage[]): void {
  const routes = pages.map(({ path, load }) => ({ path, Component: lazy(load) }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <nav aria-label={`${name} (standalone)`} style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
          {routes.map((page) => (
            <Link key={page.path} to={page.path.replace(':rubro', 'cobre')}>
              {page.path}
            </Link>
          ))}
        </nav>
        <main>
          <Suspense fallback={<LoadingStatus label="Cargando…" />}>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
