import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from '@frio/shared/router';
import '../tokens.css';

export interface StandalonePage {
  path: string;
  Component: ComponentType;
}

/**
 * Dev harness for running one remote alone (`pnpm --filter <remote> dev`): its pages in a bare router,
 * without the shell. The site itself never uses this.
 */
export function renderStandalone(name: string, pages: StandalonePage[]): void {
  const router = createBrowserRouter([
    {
      path: '/',
      element: (
        <>
          <nav aria-label={`${name} (standalone)`} style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
            {pages.map((page) => (
              <Link key={page.path} to={page.path.replace(':rubro', 'cobre')}>
                {page.path}
              </Link>
            ))}
          </nav>
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: pages.map(({ path, Component }) => ({ path, Component })),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
