import { renderStandalone } from '@frio/shared/standalone';

renderStandalone('mf-catalogue', [
  { path: '/productos/insumos/:rubro', load: () => import('../exposed/ProductListPage.tsx') },
  { path: '/producto/:segment', load: () => import('../exposed/ProductPage.tsx') },
]);
