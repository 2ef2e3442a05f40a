import { renderStandalone } from '@frio/shared/standalone';
import HomePage from '../exposed/HomePage.tsx';
import ProductsPage from '../exposed/ProductsPage.tsx';
import AiresPage from '../exposed/AiresPage.tsx';
import InsumosPage from '../exposed/InsumosPage.tsx';
import TransportePage from '../exposed/TransportePage.tsx';
import NosotrosPage from '../exposed/NosotrosPage.tsx';
import ContactoPage from '../exposed/ContactoPage.tsx';
import FaqPage from '../exposed/FaqPage.tsx';

renderStandalone('mf-content', [
  { path: '/', Component: HomePage },
  { path: '/productos', Component: ProductsPage },
  { path: '/productos/aires', Component: AiresPage },
  { path: '/productos/insumos', Component: InsumosPage },
  { path: '/productos/transporte', Component: TransportePage },
  { path: '/nosotros', Component: NosotrosPage },
  { path: '/contacto', Component: ContactoPage },
  { path: '/faq', Component: FaqPage },
]);
