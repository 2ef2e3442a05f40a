import { siteRoutes, type SiteRoute } from '@frio/shared/routes';

type Menu = NonNullable<SiteRoute['nav']>['menu'];

function entries(menu: Menu) {
  return siteRoutes.flatMap(({ path, nav }) =>
    nav?.menu === menu ? [{ to: path, label: nav.label, end: nav.end ?? false }] : [],
  );
}

/** The navbar's entries (docs/contract.md "Routes and screens"). The compact panel shows only the `main` ones, without subcategories. */
export const mainItems = entries('main');

export const productItems = entries('products');

export const techniciansItem = entries('technicians')[0]!;

/**
 * A signed-in technician is already registered: 'Técnicos' takes them to the supply categories, whose
 * listings show their technician prices (list 2).
 */
export const signedInTechniciansItem = {
  to: '/productos/insumos',
  label: techniciansItem.label,
  title: 'Insumos con tus precios de técnico',
} as const;

/** The owner manages the technicians: 'Técnicos' takes them to the requests in the back-office. */
export const ownerTechniciansItem = {
  to: '/admin',
  label: techniciansItem.label,
  title: 'Solicitudes de técnicos',
} as const;
