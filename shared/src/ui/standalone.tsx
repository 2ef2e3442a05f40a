// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the virtual module a remote's build writes has no file to import
/// <reference path="./standalone-routes.d.ts" />
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@frio/shared/router';
// The unit's { path, page } list, from its route table (@frio/tooling/pages, standaloneRoutes).
import routes from 'virtual:frio/standalone-routes';
import { LoadingStatus } from './LoadingStatus.tsx';
import '../design/tokens.css';

/** A unit's page modules by file, as its `import.meta.glob` of `*Page.tsx` gives them (lazy). */
type PageModules = Record<string, () => Promise<{ default: ComponentType }>>;

/**
 * Dev harness for running one remote alone (`pnpm --filter <remote> dev`): its pages in a bare router,
 * without the shell. Pages are imported dynamically, as the shell does: a static import would share every
 * exposed module with this entry, and the bundler would put a facade chunk in front of each page (one more
 * request before the page renders in the site).
 */
export function renderStandalone(modules: PageModules): void {
  const byName = new Map(
    Object.entries(modules).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.tsx'.length), load]),
  );
  const remote = routes[0]?.page.split('/')[0];
  const pages = routes.flatMap(({ path, page }) => {
    const load = byName.get(page.slice(page.indexOf('/') + 1));
    return load ? [{ path, Component: lazy(load) }] : [];
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <nav aria-label={`${remote} (standalone)`} style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
          {pages.map((page) => (
            <Link key={page.path} to={page.path.replace(':rubro', 'cobre')}>
              {page.path}
            </Link>
          ))}
        </nav>
        <main>
          <Suspense fallback={<LoadingStatus label="Cargando…" />}>
            <Routes>
              {pages.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
