import { matchesPath } from '../remotes/page-table.ts';

/** The pages that do not work without JavaScript, and what the visitor would be missing (es-AR). */
const needsScript = [
  { path: '/productos/insumos/:rubro', what: 'el catálogo' },
  { path: '/calculadora-aire-acondicionado', what: 'la calculadora' },
  { path: '/register', what: 'el formulario de registro' },
  { path: '/login', what: 'el ingreso' },
  { path: '/passrecover', what: 'la recuperación de contraseña' },
  { path: '/presupuesto', what: 'el presupuesto' },
] as const;

/** The notice shown (in <noscript>) on a page that needs JavaScript, or undefined. */
export function scriptNotice(pathname: string): string | undefined {
  const what = needsScript.find((entry) => matchesPath(entry.path, pathname))?.what;
  return what && `Para usar ${what} tenés que activar JavaScript en tu navegador.`;
}
