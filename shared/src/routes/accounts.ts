/** The routes of mf-accounts' pages (site-routes.ts lists every route). */
import { whatsappTexts } from '../business/whatsapp.ts';
import type { RouteMeta, SiteRoute } from './define.ts';

export const registerMeta = {
  title: 'Registro de técnicos',
  description:
    'Sumate a la comunidad de técnicos de refrigeración de Frío Entre Ríos: completá tus datos y nuestro equipo te contacta.',
} as const satisfies RouteMeta;

export const registerRoute = {
  path: '/register',
  name: 'Registro de técnicos',
  page: 'mf_accounts/RegisterPage',
  meta: registerMeta,
  indexable: true,
  withoutScripts: { what: 'el formulario de registro', whatsapp: whatsappTexts.signupHelp },
  preview: 'inicio',
  nav: { menu: 'technicians', label: 'Técnicos' },
  made: 'build',
} as const satisfies SiteRoute;

export const registerCompletedMeta = {
  title: 'Registro enviado',
  description:
    'Recibimos tu solicitud para sumarte a la comunidad de técnicos. Nuestro equipo está verificando tus datos.',
} as const satisfies RouteMeta;

export const registerCompletedRoute = {
  path: '/register/completed',
  name: 'Registro enviado',
  page: 'mf_accounts/RegisterCompletedPage',
  meta: registerCompletedMeta,
  indexable: false,
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const loginMeta = {
  title: 'Ingresar',
  description: 'Ingresá a tu cuenta de Frío Entre Ríos con tu email y contraseña.',
} as const satisfies RouteMeta;

export const loginRoute = {
  path: '/login',
  name: 'Ingresar',
  page: 'mf_accounts/LoginPage',
  meta: loginMeta,
  indexable: false,
  withoutScripts: { what: 'el ingreso', whatsapp: whatsappTexts.greeting },
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const passRecoverMeta = {
  title: 'Recuperar contraseña',
  description: '¿Olvidaste tu contraseña? Te enviamos un enlace por email para crear una nueva.',
} as const satisfies RouteMeta;

export const passRecoverRoute = {
  path: '/passrecover',
  name: 'Recuperar contraseña',
  page: 'mf_accounts/PassRecoverPage',
  meta: passRecoverMeta,
  indexable: false,
  withoutScripts: { what: 'la recuperación de contraseña', whatsapp: whatsappTexts.greeting },
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const adminMeta = {
  title: 'Administración',
  description: 'Administración del sitio: solicitudes de técnicos.',
} as const satisfies RouteMeta;

export const adminRoute = {
  path: '/admin',
  name: 'Administración: técnicos',
  page: 'mf_accounts/AdminPage',
  meta: adminMeta,
  indexable: false,
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

export const consultasMeta = {
  title: 'Consultas por WhatsApp',
  description: 'Administración del sitio: consultas por WhatsApp.',
} as const satisfies RouteMeta;

export const consultasRoute = {
  path: '/admin/consultas',
  name: 'Administración: consultas',
  page: 'mf_accounts/ConsultasPage',
  meta: consultasMeta,
  indexable: false,
  preview: 'inicio',
  made: 'build',
} as const satisfies SiteRoute;

/** mf-accounts' route table: each route above, in the navbar's order (site-routes.ts joins the units' tables). */
export const accountsRoutes = [
  registerRoute,
  registerCompletedRoute,
  loginRoute,
  passRecoverRoute,
  adminRoute,
  consultasRoute,
] as const satisfies readonly SiteRoute[];
