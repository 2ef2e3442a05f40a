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

/** A pattern route's addresses start with the key of its fixed part: 'producto-', 'productos-insumos-'. */
const patterns = siteRoutes
  .filter((route) => route.path.includes(':'))
  .map((route) => ({ prefix: `${pageKey(route.path.replace(/\/:[^/]+/g, ''))}-`, name: route.name }));

/** A page key as the owner reads it: 'faq' → 'Preguntas frecuentes', 'productos-insumos-cobre' → 'Insumos: cobre'. */
export function pageName(key: string): string {
  if (key === 'otra') return 'Otras páginas';
  const known = fixed.get(key);
  if (known) return known;
  const pattern = patterns.find(({ prefix }) => key.startsWith(prefix) && key.length > prefix.length);
  return pattern ? `${pattern.name}: ${key.slice(pattern.prefix.length).replaceAll('-', ' ')}` : key;
}
