import { renderStandalone } from '@frio/shared/standalone';
import ProductListPage from '../exposed/ProductListPage.tsx';

renderStandalone('mf-catalogue', [
  { path: '/productos/insumos/:rubro', Component: ProductListPage },
]);
