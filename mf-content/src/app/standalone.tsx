import { renderStandalone } from '@frio/shared/standalone';

renderStandalone('mf-content', [
  { path: '/', load: () => import('../exposed/HomePage.tsx') },
  { path: '/productos', load: () => import('../exposed/ProductsPage.tsx') },
  { path: '/productos/aires', load: () => import('../exposed/AiresPage.tsx') },
  { path: '/productos/insumos', load: () => import('../exposed/InsumosPage.tsx') },
  { path: '/productos/transporte', load: () => import('../exposed/TransportePage.tsx') },
  { path: '/nosotros', load: () => import('../exposed/NosotrosPage.tsx') },
  { path: '/contacto', load: () => import('../exposed/ContactoPage.tsx') },
  { path: '/faq', load: () => import('../exposed/FaqPage.tsx') },
]);
