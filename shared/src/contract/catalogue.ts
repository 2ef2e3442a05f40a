import type { NoProps, RemoteContract } from './define.ts';

/** The navbar's search field: the shell loads it when the visitor first touches its own field. */
export interface SearchFieldProps {
  /** What was typed in the shell's field before this one arrived. */
  initialQuery?: string;
  /** Take the focus (the shell's field had it). */
  takeFocus?: boolean;
  /** After the visitor went to a result or to /buscar (the phone's search row closes). */
  onDone?: () => void;
}

/**
 * mf_catalogue: the listing /productos/insumos/:rubro (it reads the rubro from the shared router), a
 * product's page /producto/:segment, the quote list /presupuesto, the back-office's price list
 * /admin/precios (owner only), the site search's results page /buscar and the navbar's search field.
 */
export interface CatalogueExposes {
  ProductListPage: NoProps;
  ProductPage: NoProps;
  QuoteListPage: NoProps;
  PriceListAdminPage: NoProps;
  SearchPage: NoProps;
  SearchField: SearchFieldProps;
}

export const catalogue: RemoteContract<'mf_catalogue', CatalogueExposes> = {
  name: 'mf_catalogue',
  exposes: {
    ProductListPage: 'page',
    ProductPage: 'page',
    QuoteListPage: 'page',
    PriceListAdminPage: 'page',
    SearchPage: 'page',
    SearchField: 'widget',
  },
};
