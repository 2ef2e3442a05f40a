/** The routes of mf-content's pages (site-routes.ts lists every route). */
import { contact } from '../business/contact.ts';
import type { RouteMeta, SiteRoute } from './define.ts';

export const homeMeta = {
  title: `${contact.businessName}: refrigeración y aire acondicionado`,
  description:
    'Equipos de frío para transporte, insumos de refrigeración y aires acondicionados en Entre Ríos. Más de 50 años de experiencia.',
} as const satisfies RouteMeta;

export const homeRoute = {
  path: '/',
  name: 'Inicio',
  page: 'mf_content/HomePage',
  meta: homeMeta,
  indexable: true,
  preview: 'inicio',
  nav: { menu: 'main', label: 'Inicio', end: true },
  made: 'build',
} as const satisfies SiteRoute;

export const productosMeta = {
  title: 'Productos',
  description:
    'Equipos de frío para transporte, insumos y repuestos de refrigeración y aires acondicionados a medida de 3.000 a 18.000 frigorías.',
} as const satisfies RouteMeta;

export const productosRoute = {
  path: '/productos',
  name: 'Productos',
  page: 'mf_content/ProductsPage',
  meta: productosMeta,
  indexable: true,
  preview: 'productos',
  nav: { menu: 'main', label: 'Productos' },
  made: 'build',
} as const satisfies SiteRoute;

export const airesRoute = {
  path: '/productos/aires',
  name: 'Aires acondicionados',
  page: 'mf_content/AiresPage',
  meta: 'page',
  indexable: true,
  preview: 'aires',
  nav: { menu: 'products', label: 'Aires' },
  made: 'build',
} as const satisfies SiteRoute;

export const insumosMeta = {
  title: 'Insumos de refrigeración',
  description:
    'Cobre, gas refrigerante, filtros, válvulas, motocompresores, aceites y más insumos y repuestos de refrigeración.',
} as const satisfies RouteMeta;

export const insumosRoute = {
  path: '/productos/insumos',
  name: 'Insumos',
  page: 'mf_content/InsumosPage',
  meta: insumosMeta,
  indexable: true,
  preview: 'productos',
  nav: { menu: 'products', label: 'Insumos' },
  made: 'build',
} as const satisfies SiteRoute;

export const transporteMeta = {
  title: 'Equipos de frío para transporte',
  description:
    'Venta, instalación, mantenimiento y servicio técnico de equipos de frío para transporte, con aislación térmica. Pedí tu cotización.',
} as const satisfies RouteMeta;

export const transporteRoute = {
  path: '/productos/transporte',
  name: 'Equipos de frío para transporte',
  page: 'mf_content/TransportePage',
  meta: transporteMeta,
  indexable: true,
  preview: 'transporte',
  nav: { menu: 'products', label: 'Transporte' },
  made: 'build',
} as const satisfies SiteRoute;

export const nosotrosMeta = {
  title: 'Nosotros',
  description: `Empresa familiar de ${contact.province} con más de ${contact.yearsOfExperience} años de experiencia en refrigeración, frío para transporte y aire acondicionado.`,
} as const satisfies RouteMeta;

export const nosotrosRoute = {
  path: '/nosotros',
  name: 'Nosotros',
  page: 'mf_content/NosotrosPage',
  meta: nosotrosMeta,
  indexable: true,
  preview: 'inicio',
  nav: { menu: 'main', label: 'Nosotros' },
  made: 'build',
} as const satisfies SiteRoute;

export const contactoMeta = {
  title: 'Contacto',
  description: `Escribinos por WhatsApp, seguinos en Instagram y Facebook o visitá nuestra sucursal en ${contact.town}, ${contact.province}.`,
} as const satisfies RouteMeta;

export const contactoRoute = {
  path: '/contacto',
  name: 'Contacto',
  page: 'mf_content/ContactoPage',
  meta: contactoMeta,
  indexable: true,
  preview: 'inicio',
  nav: { menu: 'main', label: 'Contacto' },
  made: 'build',
} as const satisfies SiteRoute;

export const faqMeta = {
  title: 'Preguntas frecuentes',
  description:
    'Entregas en unos 30 días, un año de garantía total, temperaturas de 0, -5 y -25 °C y aislación térmica: respuestas a las consultas más comunes.',
} as const satisfies RouteMeta;

export const faqRoute = {
  path: '/faq',
  name: 'Preguntas frecuentes',
  page: 'mf_content/FaqPage',
  meta: faqMeta,
  indexable: true,
  preview: 'faq',
  made: 'build',
} as const satisfies SiteRoute;

/** mf-content's route table, in the navbar's order (a new page: its route above, and its name here). */
export const contentRoutes = [
  homeRoute,
  productosRoute,
  airesRoute,
  insumosRoute,
  transporteRoute,
  nosotrosRoute,
  contactoRoute,
  faqRoute,
] as const satisfies readonly SiteRoute[];
