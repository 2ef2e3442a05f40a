import type { RouteObject } from 'react-router-dom';
import { Layout } from '../features/layout/Layout.tsx';
import { RouteError } from '../features/errors/RouteError.tsx';
import { NotFound } from '../features/errors/NotFound.tsx';
import { AppError } from '../features/errors/AppError.tsx';
import { remotePage } from '../features/remotes/load-page.ts';

/** The whole route table of SPEC §2; each page is rendered by the remote that owns it. */
export const pageRoutes: RouteObject[] = [
  { index: true, Component: remotePage('mf_content/HomePage') },
  { path: 'productos', Component: remotePage('mf_content/ProductsPage') },
  { path: 'productos/aires', Component: remotePage('mf_content/AiresPage') },
  { path: 'productos/insumos', Component: remotePage('mf_content/InsumosPage') },
  { path: 'productos/insumos/:rubro', Component: remotePage('mf_catalogue/ProductListPage') },
  { path: 'productos/transporte', Component: remotePage('mf_content/TransportePage') },
  { path: 'nosotros', Component: remotePage('mf_content/NosotrosPage') },
  { path: 'contacto', Component: remotePage('mf_content/ContactoPage') },
  { path: 'faq', Component: remotePage('mf_content/FaqPage') },
  { path: 'register', Component: remotePage('mf_accounts/RegisterPage') },
  { path: 'register/completed', Component: remotePage('mf_accounts/RegisterCompletedPage') },
  { path: 'login', Component: remotePage('mf_accounts/LoginPage') },
  { path: 'passrecover', Component: remotePage('mf_accounts/PassRecoverPage') },
  { path: 'calculadora-aire-acondicionado', Component: remotePage('mf_calculator/CalculatorPage') },
  { path: '*', Component: NotFound },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <AppError />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
