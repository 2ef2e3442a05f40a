import type { RouteObject } from '@frio/shared/router';
import { Layout } from '../features/layout/Layout.tsx';
import { RouteError } from '../features/errors/RouteError.tsx';
import { NotFound } from '../features/errors/NotFound.tsx';
import { AppError } from '../features/errors/AppError.tsx';
import { remotePage } from '../features/remotes/load-page.ts';
import { pageTable } from './page-table.ts';

/** The whole route table of SPEC §2 (page-table.ts); each page is rendered by the remote that owns it. */
export const pageRoutes: RouteObject[] = [
  ...pageTable.map(({ path, page }) => (path === '/' ? { index: true, Component: remotePage(page) } : { path: path.slice(1), Component: remotePage(page) })),
  { path: '*', Component: NotFound },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <AppError />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
