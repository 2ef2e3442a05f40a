import { siteRoutes, unitOf } from '@frio/shared/routes';

/**
 * One path per route of the site (`@frio/shared/routes`) with the unit that renders it: cobre for a
 * rubro's listing; a product's page needs a product, so the specs that open one find it in the catalogue.
 */
export const routePaths = siteRoutes
  .filter((route) => !route.path.includes(':segment'))
  .map((route) => ({ ...route, path: route.path.replace(':rubro', 'cobre'), unit: unitOf(route) }));

export const notFoundText = 'Error 404: La pagina a la que esta tratando de acceder no existe';
