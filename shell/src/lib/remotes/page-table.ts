import { accounts, calculator, catalogue, content, exposeId as page } from '@frio/shared/contract';

/**
 * SPEC §2: every route and the remote page that renders it (plain data: the router and the prefetch read
 * it). Page ids come from the federation contract (@frio/shared/contract), so a page a remote does not
 * expose fails the typecheck, and `pnpm release` refuses a remote that drops one.
 */
export const pageTable = [
  { path: '/', page: page(content, 'HomePage') },
  { path: '/productos', page: page(content, 'ProductsPage') },
  { path: '/productos/aires', page: page(content, 'AiresPage') },
  { path: '/productos/insumos', page: page(content, 'InsumosPage') },
  { path: '/productos/insumos/:rubro', page: page(catalogue, 'ProductListPage') },
  { path: '/producto/:segment', page: page(catalogue, 'ProductPage') },
  { path: '/productos/transporte', page: page(content, 'TransportePage') },
  { path: '/nosotros', page: page(content, 'NosotrosPage') },
  { path: '/contacto', page: page(content, 'ContactoPage') },
  { path: '/faq', page: page(content, 'FaqPage') },
  { path: '/register', page: page(accounts, 'RegisterPage') },
  { path: '/register/completed', page: page(accounts, 'RegisterCompletedPage') },
  { path: '/login', page: page(accounts, 'LoginPage') },
  { path: '/passrecover', page: page(accounts, 'PassRecoverPage') },
  { path: '/calculadora-aire-acondicionado', page: page(calculator, 'CalculatorPage') },
  { path: '/admin', page: page(accounts, 'AdminPage') },
  { path: '/presupuesto', page: page(catalogue, 'QuoteListPage') },
  { path: '/admin/precios', page: page(catalogue, 'PriceListAdminPage') },
  { path: '/buscar', page: page(catalogue, 'SearchPage') },
  { path: '/admin/consultas', page: page(accounts, 'ConsultasPage') },
] as const;

/** True when `pathname` matches `pattern` ('/productos/insumos/:rubro'); ignores a trailing slash. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const split = (value: string) => value.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  return (
    want.length === have.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === decodeURIComponent(have[i] ?? ''))
  );
}

/** The remote page ('mf_content/HomePage') for a pathname, if any. */
export function pageFor(pathname: string): string | undefined {
  return pageTable.find((entry) => matchesPath(entry.path, pathname))?.page;
}
