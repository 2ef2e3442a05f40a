import type { RouteObject } from 'react-router-dom';
import { Layout, FirstLoad } from '../features/layout/Layout.tsx';
import { RouteError } from '../features/errors/RouteError.tsx';
import { NotFound } from '../features/errors/NotFound.tsx';
import { AppError } from '../features/errors/AppError.tsx';
import { remotePage } from '../features/remotes/load-page.ts';

/** The whole route table of SPEC §2; each page is rendered by the remote that owns it. */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: remotePage('mf_content/HomePage') },
  { path: 'productos', lazy: remotePage('mf_content/ProductsPage') },
  { path: 'productos/aires', lazy: remotePage('mf_content/AiresPage') },
  { path: 'productos/insumos', lazy: remotePage('mf_content/InsumosPage') },
  { path: 'productos/insumos/:rubro', lazy: remotePage('mf_catalogue/ProductListPage') },
  { path: 'productos/transporte', lazy: remotePage('mf_content/TransportePage') },
  { path: 'nosotros', lazy: remotePage('mf_content/NosotrosPage') },
  { path: 'contacto', lazy: remotePage('mf_content/ContactoPage') },
  { path: 'faq', lazy: remotePage('mf_content/FaqPage') },
  { path: 'register', lazy: remotePage('mf_accounts/RegisterPage') },
  { path: 'register/completed', lazy: remotePage('mf_accounts/RegisterCompletedPage') },
  { path: 'login', lazy: remotePage('mf_accounts/LoginPage') },
  { path: 'passrecover', lazy: remotePage('mf_accounts/PassRecoverPage') },
  { path: 'calculadora-aire-acondicionado', lazy: remotePage('mf_calculator/CalculatorPage') },
  { path: '*', Component: NotFound },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: FirstLoad,
    errorElement: <AppError />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
