import type { NoProps, RemoteContract } from './define.ts';

/**
 * mf_catalogue: the listing /productos/insumos/:rubro (it reads the rubro from the shared router), a
 * product's page /producto/:segment, the
 * quote list /presupuesto, and the back-office's price list /admin/precios (owner only).
 */
export interface CatalogueExposes {
  ProductListPage: NoProps;
  ProductPage: NoProps;
  QuoteListPage: NoProps;
  PriceListAdminPage: NoProps;
}

export const catalogue: RemoteContract<'mf_catalogue', CatalogueExposes> = {
  name: 'mf_catalogue',
  exposes: { ProductListPage: 'page', ProductPage: 'page', QuoteListPage: 'page', PriceListAdminPage: 'page' },
};
