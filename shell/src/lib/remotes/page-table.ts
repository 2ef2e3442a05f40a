/** SPEC §2: every route and the remote page that renders it (plain data: the router and the prefetch read it). */
export const pageTable = [
  { path: '/', page: 'mf_content/HomePage' },
  { path: '/productos', page: 'mf_content/ProductsPage' },
  { path: '/productos/aires', page: 'mf_content/AiresPage' },
  { path: '/productos/insumos', page: 'mf_content/InsumosPage' },
  { path: '/productos/insumos/:rubro', page: 'mf_catalogue/ProductListPage' },
  { path: '/productos/transporte', page: 'mf_content/TransportePage' },
  { path: '/nosotros', page: 'mf_content/NosotrosPage' },
  { path: '/contacto', page: 'mf_content/ContactoPage' },
  { path: '/faq', page: 'mf_content/FaqPage' },
  { path: '/register', page: 'mf_accounts/RegisterPage' },
  { path: '/register/completed', page: 'mf_accounts/RegisterCompletedPage' },
  { path: '/login', page: 'mf_accounts/LoginPage' },
  { path: '/passrecover', page: 'mf_accounts/PassRecoverPage' },
  { path: '/calculadora-aire-acondicionado', page: 'mf_calculator/CalculatorPage' },
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
