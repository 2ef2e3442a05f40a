import type { NoProps, RemoteContract } from './define.ts';

/**
 * mf_catalogue: the listing /productos/insumos/:rubro (it reads the rubro from the shared router) and the
 * quote list /presupuesto.
 */
export interface CatalogueExposes {
  ProductListPage: NoProps;
  QuoteListPage: NoProps;
}

export const catalogue: RemoteContract<'mf_catalogue', CatalogueExposes> = {
  name: 'mf_catalogue',
  exposes: { ProductListPage: 'page', QuoteListPage: 'page' },
};
