/** The routes of mf-catalogue's pages (site-routes.ts lists every route). */
import { whatsappTexts } from '../business/whatsapp.ts';
import type { RouteMeta, SiteRoute } from './define.ts';

export const rubroRoute = {
  path: '/productos/insumos/:rubro',
  name: 'Insumos',
  page: 'mf_catalogue/ProductListPage',
  meta: 'page',
  indexable: true,
  withoutScripts: { what: 'el catálogo' },
  preview: 'rubro',
  made: 'request',
} as const satisfies SiteRoute;

export const productRoute = {
  path: '/producto/:segment',
  name: 'Producto',
  page: 'mf_catalogue/ProductPage',
  meta: 'page',
  indexable: true,
  preview: 'productos',
  made: 'request',
} as const satisfies SiteRoute;

export const quoteListMeta = {
  title: 'Presupuesto',
  description: 'Tu lista de artículos para pedir presupuesto por WhatsApp. Se guarda en este dispositivo.',
} as const satisfies RouteMeta;

export const quoteListRoute = {
  path: '/presupuesto',
  name: 'Presupuesto',
  page: 'mf_catalogue/QuoteListPage',
  meta: quoteListMeta,
  indexable: false,
  withoutScripts: { what: 'el presupuesto', whatsapp: whatsappTexts.greeting },
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const priceListMeta = {
  title: 'Lista de precios · Administración',
  description: 'Administración del sitio: lista de precios.',
} as const satisfies RouteMeta;

export const priceListRoute = {
  path: '/admin/precios',
  name: 'Administración: precios',
  page: 'mf_catalogue/PriceListAdminPage',
  meta: priceListMeta,
  indexable: false,
  withoutScripts: { what: 'la administración del sitio' },
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const searchMeta = {
  title: 'Buscar productos',
  description: 'Buscá insumos y repuestos de refrigeración en todos los rubros del catálogo: precios en pesos.',
} as const satisfies RouteMeta;

export const searchRoute = {
  path: '/buscar',
  name: 'Búsqueda',
  page: 'mf_catalogue/SearchPage',
  meta: searchMeta,
  indexable: false,
  preview: 'inicio',
  made: 'request',
} as const satisfies SiteRoute;

/** mf-catalogue's route table, in the navbar's order (a new page: its route above, and its name here). */
export const catalogueRoutes = [
  rubroRoute,
  productRoute,
  quoteListRoute,
  priceListRoute,
  searchRoute,
] as const satisfies readonly SiteRoute[];
