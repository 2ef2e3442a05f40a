import { Route, Routes } from '@frio/shared/router';
import { Layout } from './Layout.tsx';
import { NotFound } from '../features/errors/NotFound.tsx';
import { remotePage } from '../lib/remotes/load-page.ts';
import { pageTable } from '../lib/remotes/page-table.ts';

// One lazy component per page, created once: each loads its remote's module on first render.
const pages = pageTable.map(({ path, page }) => ({ path, Page: remotePage(page) }));

/**
 * The whole route table of SPEC §2 (page-table.ts), each page rendered by the remote that owns it, inside
 * the one persistent layout; any other path is the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
