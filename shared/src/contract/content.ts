import type { NoProps, RemoteContract } from './define.ts';

/** mf_content: the pages of docs/contract.md "Routes and screens" that are not the catalogue, the calculator or the accounts. */
export interface ContentExposes {
  HomePage: NoProps;
  ProductsPage: NoProps;
  AiresPage: NoProps;
  InsumosPage: NoProps;
  TransportePage: NoProps;
  NosotrosPage: NoProps;
  ContactoPage: NoProps;
  FaqPage: NoProps;
}

export const content: RemoteContract<'mf_content', ContentExposes> = {
  name: 'mf_content',
  exposes: {
    HomePage: 'page',
    ProductsPage: 'page',
    AiresPage: 'page',
    InsumosPage: 'page',
    TransportePage: 'page',
    NosotrosPage: 'page',
    ContactoPage: 'page',
    FaqPage: 'page',
  },
};
