import type { RemoteKey } from '@frio/tooling/units';

/** Every route of SPEC §2 with the remote that renders it. */
export const siteRoutes: Array<{ path: string; remote: RemoteKey }> = [
  { path: '/', remote: 'content' },
  { path: '/productos', remote: 'content' },
  { path: '/productos/aires', remote: 'content' },
  { path: '/productos/insumos', remote: 'content' },
  { path: '/productos/insumos/cobre', remote: 'catalogue' },
  { path: '/productos/transporte', remote: 'content' },
  { path: '/nosotros', remote: 'content' },
  { path: '/contacto', remote: 'content' },
  { path: '/register', remote: 'accounts' },
  { path: '/register/completed', remote: 'accounts' },
  { path: '/login', remote: 'accounts' },
  { path: '/passrecover', remote: 'accounts' },
  { path: '/faq', remote: 'content' },
  { path: '/calculadora-aire-acondicionado', remote: 'calculator' },
  { path: '/admin', remote: 'accounts' },
  { path: '/presupuesto', remote: 'catalogue' },
  { path: '/admin/precios', remote: 'catalogue' },
  { path: '/admin/consultas', remote: 'accounts' },
  { path: '/buscar', remote: 'catalogue' },
];

export const notFoundText = 'Error 404: La pagina a la que esta tratando de acceder no existe';
