import { useMemo } from 'react';
import { Route, Routes, useLocation } from '@frio/shared/router';
import { isIndexable, siteRoutes } from '@frio/shared/routes';
import { familyPreview } from '@frio/shared/link-previews';
import { PageHeadProvider } from '@frio/shared/page-meta';
import { Layout } from './Layout.tsx';
import { NotFound } from '../features/errors/NotFound.tsx';
import { remotePage } from '../lib/remotes/load-page.ts';

// One lazy component per page, created once: each loads its remote's module on first render.
const pages = siteRoutes.map(({ path, page }) => ({ path, Page: remotePage(page) }));

/** Each page rendered by the remote that owns it (docs/contract.md "Routes and screens"), in one persistent layout. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const head = useMemo(
    () => ({ path: pathname, indexable: isIndexable(pathname), preview: familyPreview(pathname) }),
    [pathname],
  );
  return (
    <PageHeadProvider value={head}>
      <Routes>
        <Route element={<Layout />}>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </PageHeadProvider>
  );
}
