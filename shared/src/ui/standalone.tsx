import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@frio/shared/router';
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <nav aria-label={`${name} (standalone)`} style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
          {pages.map((page) => (
            <Link key={page.path} to={page.path.replace(':rubro', 'cobre')}>
              {page.path}
            </Link>
          ))}
        </nav>
        <main>
          <Routes>
            {pages.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
