/**
 * The routes of SPEC §2, one definition each: the shell's router, its server renderer, the prerender,
 * the sitemap, firebase.json (`pnpm firebase:json`) and the e2e suite read this list; each page reads
 * its own route's title and description (a named route below, so a remote bundles only its own).
 * Plain data: Node and browser safe.
 */
import { contact } from '../contact.ts';
import { whatsappTexts } from '../whatsapp.ts';
import type { SiteRoute } from './define.ts';

export const homeRoute = {
  path: '/',
  page: 'mf_content/HomePage',
  meta: {
    title: `${contact.businessName}: refrigeración y aire acondicionado`,
    description:
      'Equipos de frío para transporte, insumos de refrigeración y aires acondicionados en Entre Ríos. Más de 50 años de experiencia.',
  },
  indexable: true,
  preview: 'inicio',
  nav: { menu: 'main', label: 'Inicio', end: true },
  made: 'build',
} as const satisfies SiteRoute;

export const productosRoute = {
  path: '/productos',
  page: 'mf_content/ProductsPage',
  meta: {
    title: 'Productos',
    description:
      'Equipos de frío para transporte, insumos y repuestos de refrigeración y aires acondicionados a medida de 3.000 a 18.000 frigorías.',
  },
  indexable: true,
  preview: 'productos',
  nav: { menu: 'main', label: 'Productos' },
  made: 'build',
} as const satisfies SiteRoute;

export const airesRoute = {
  path: '/productos/aires',
  page: 'mf_content/AiresPage',
  meta: 'page',
  indexable: true,
  preview: 'aires',
  nav: { menu: 'products', label: 'Aires' },
  made: 'build',
} as const satisfies SiteRoute;

export const insumosRoute = {
  path: '/productos/insumos',
  page: 'mf_content/InsumosPage',
  meta: {
    title: 'Insumos de refrigeración',
    description:
      'Cobre, gas refrigerante, filtros, válvulas, motocompresores, aceites y más insumos y repuestos de refrigeración.',
  },
  indexable: true,
  preview: 'productos',
  nav: { menu: 'products', label: 'Insumos' },
  made: 'build',
} as const satisfies SiteRoute;

export const rubroRoute = {
  path: '/productos/insumos/:rubro',
  page: 'mf_catalogue/ProductListPage',
  meta: 'page',
  indexable: true,
  withoutScripts: { what: 'el catálogo' },
  preview: 'rubro',
  made: 'build',
} as const satisfies SiteRoute;

export const productRoute = {
  path: '/producto/:segment',
  page: 'mf_catalogue/ProductPage',
  meta: 'page',
  indexable: true,
  preview: 'productos',
  made: 'build',
} as const satisfies SiteRoute;

export const transporteRoute = {
  path: '/productos/transporte',
  page: 'mf_content/TransportePage',
  meta: {
    title: 'Equipos de frío para transporte',
    description:
      'Venta, instalación, mantenimiento y servicio técnico de equipos de frío para transporte, con aislación térmica. Pedí tu cotización.',
  },
  indexable: true,
  preview: 'transporte',
  nav: { menu: 'products', label: 'Transporte' },
  made: 'build',
} as const satisfies SiteRoute;

export const nosotrosRoute = {
  path: '/nosotros',
  page: 'mf_content/NosotrosPage',
  meta: {
    title: 'Nosotros',
    description: `Empresa familiar de ${contact.province} con más de ${contact.yearsOfExperience} años de experiencia en refrigeración, frío para transporte y aire acondicionado.`,
  },
  indexable: true,
  preview: 'inicio',
  nav: { menu: 'main', label: 'Nosotros' },
  made: 'build',
} as const satisfies SiteRoute;

export const contactoRoute = {
  path: '/contacto',
  page: 'mf_content/ContactoPage',
  meta: {
    title: 'Contacto',
    description: `Escribinos por WhatsApp, seguinos en Instagram y Facebook o visitá nuestra sucursal en ${contact.town}, ${contact.province}.`,
  },
  indexable: true,
  preview: 'inicio',
  nav: { menu: 'main', label: 'Contacto' },
  made: 'build',
} as const satisfies SiteRoute;

export const faqRoute = {
  path: '/faq',
  page: 'mf_content/FaqPage',
  meta: {
    title: 'Preguntas frecuentes',
    description:
      'Entregas en unos 30 días, un año de garantía total, temperaturas de 0, -5 y -25 °C y aislación térmica: respuestas a las consultas más comunes.',
  },
  indexable: true,
  preview: 'faq',
  made: 'build',
} as const satisfies SiteRoute;

export const registerRoute = {
  path: '/register',
  page: 'mf_accounts/RegisterPage',
  meta: {
    title: 'Registro de técnicos',
    description:
      'Sumate a la comunidad de técnicos de refrigeración de Frío Entre Ríos: completá tus datos y nuestro equipo te contacta.',
  },
  indexable: true,
  withoutScripts: { what: 'el formulario de registro', whatsapp: whatsappTexts.signupHelp },
  preview: 'inicio',
  nav: { menu: 'technicians', label: 'Técnicos' },
  made: 'build',
} as const satisfies SiteRoute;

export const registerCompletedRoute = {
  path: '/register/completed',
  page: 'mf_accounts/RegisterCompletedPage',
  meta: {
    title: 'Registro enviado',
    description:
      'Recibimos tu solicitud para sumarte a la comunidad de técnicos. Nuestro equipo está verificando tus datos.',
  },
  indexable: false,
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const loginRoute = {
  path: '/login',
  page: 'mf_accounts/LoginPage',
  meta: {
    title: 'Ingresar',
    description: 'Ingresá a tu cuenta de Frío Entre Ríos con tu email y contraseña.',
  },
  indexable: false,
  withoutScripts: { what: 'el ingreso', whatsapp: whatsappTexts.greeting },
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const passRecoverRoute = {
  path: '/passrecover',
  page: 'mf_accounts/PassRecoverPage',
  meta: {
    title: 'Recuperar contraseña',
    description: '¿Olvidaste tu contraseña? Te enviamos un enlace por email para crear una nueva.',
  },
  indexable: false,
  withoutScripts: { what: 'la recuperación de contraseña', whatsapp: whatsappTexts.greeting },
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const calculatorRoute = {
  path: '/calculadora-aire-acondicionado',
  page: 'mf_calculator/CalculatorPage',
  meta: {
    title: 'Calculadora de aire acondicionado',
    description:
      'Calculá cuántas frigorías de aire acondicionado necesita tu ambiente y mirá qué equipos te convienen.',
  },
  indexable: true,
  withoutScripts: { what: 'la calculadora', whatsapp: whatsappTexts.acQuery },
  preview: 'calculadora',
  made: 'build',
} as const satisfies SiteRoute;

export const adminRoute = {
  path: '/admin',
  page: 'mf_accounts/AdminPage',
  meta: { title: 'Administración', description: 'Administración del sitio: solicitudes de técnicos.' },
  indexable: false,
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const quoteListRoute = {
  path: '/presupuesto',
  page: 'mf_catalogue/QuoteListPage',
  meta: {
    title: 'Presupuesto',
    description: 'Tu lista de artículos para pedir presupuesto por WhatsApp. Se guarda en este dispositivo.',
  },
  indexable: false,
  withoutScripts: { what: 'el presupuesto', whatsapp: whatsappTexts.greeting },
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const priceListRoute = {
  path: '/admin/precios',
  page: 'mf_catalogue/PriceListAdminPage',
  meta: { title: 'Lista de precios · Administración', description: 'Administración del sitio: lista de precios.' },
  indexable: false,
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const searchRoute = {
  path: '/buscar',
  page: 'mf_catalogue/SearchPage',
  meta: {
    title: 'Buscar productos',
    description: 'Buscá insumos y repuestos de refrigeración en todos los rubros del catálogo: precios en pesos.',
  },
  indexable: false,
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const consultasRoute = {
  path: '/admin/consultas',
  page: 'mf_accounts/ConsultasPage',
  meta: { title: 'Consultas por WhatsApp', description: 'Administración del sitio: consultas por WhatsApp.' },
  indexable: false,
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

/** Every route, in SPEC §2's order (the navbar lists its entries in this order). */
export const siteRoutes: readonly SiteRoute[] = [
  homeRoute,
  productosRoute,
  airesRoute,
  insumosRoute,
  rubroRoute,
  productRoute,
  transporteRoute,
  nosotrosRoute,
  contactoRoute,
  faqRoute,
  registerRoute,
  registerCompletedRoute,
  loginRoute,
  passRecoverRoute,
  calculatorRoute,
  adminRoute,
  quoteListRoute,
  priceListRoute,
  searchRoute,
  consultasRoute,
];
