/**
 * The page keys the consultas counters store (`pageKey`, consultas.ts), as the owner reads them in
 * /admin/consultas: each route's own name (`@frio/shared/routes`), so a new route is named where it is
 * defined.
 */
import { siteRoutes } from '../routes/site-routes.ts';
import { pageKey } from './consultas.ts';

const fixed = new Map(
  siteRoutes.filter((route) => !route.path.includes(':')).map((route) => [pageKey(route.path), route.name]),
);

/**
 * A pattern route's addresses start with the key of its fixed part ('productos-insumos-'); every product
 * page counts under the fixed part alone ('producto').
 */
const patterns = siteRoutes
  .filter((route) => route.path.includes(':'))
  .map((route) => ({ prefix: `${pageKey(route.path.replace(/\/:[^/]+/g, ''))}-`, name: route.name }));
for (const { prefix, name } of patterns) if (!fixed.has(prefix.slice(0, -1))) fixed.set(prefix.slice(0, -1), name);

/**
 * A page key as the owner reads it: 'faq' → 'Preguntas frecuentes', 'productos-insumos-cobre' → 'Insumos: cobre',
 * 'producto' → 'Producto'.
 */
export function pageName(key: string): string {
  if (key === 'otra') return 'Otras páginas';
  const known = fixed.get(key);
  if (known) return known;
  const pattern = patterns.find(({ prefix }) => key.startsWith(prefix) && key.length > prefix.length);
  return pattern ? `${pattern.name}: ${key.slice(pattern.prefix.length).replaceAll('-', ' ')}` : key;
}
