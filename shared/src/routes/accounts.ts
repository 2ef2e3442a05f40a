/** The routes of mf-accounts' pages (site-routes.ts lists every route). */
import { whatsappTexts } from '../business/whatsapp.ts';
import type { RouteMeta, SiteRoute } from './define.ts';

export const registerMeta = {
  title: 'Registro de técnicos',
  description:
    'Sumate a la comunidad de técnicos de refrigeración de Frío Entre Ríos: completá tus datos y nuestro equipo te contacta.',
} as const satisfies RouteMeta;

export const registerCompletedMeta = {
  title: 'Registro enviado',
  description:
    'Recibimos tu solicitud para sumarte a la comunidad de técnicos. Nuestro equipo está verificando tus datos.',
} as const satisfies RouteMeta;

export const loginMeta = {
  title: 'Ingresar',
  description: 'Ingresá a tu cuenta de Frío Entre Ríos con tu email y contraseña.',
} as const satisfies RouteMeta;

export const passRecoverMeta = {
  title: 'Recuperar contraseña',
  description: '¿Olvidaste tu contraseña? Te enviamos un enlace por email para crear una nueva.',
} as const satisfies RouteMeta;

export const adminMeta = {
  title: 'Administración',
  description: 'Administración del sitio: solicitudes de técnicos.',
} as const satisfies RouteMeta;

export const consultasMeta = {
  title: 'Consultas por WhatsApp',
  description: 'Administración del sitio: consultas por WhatsApp.',
} as const satisfies RouteMeta;

/** mf-accounts' route table, in the navbar's order. */
export const accountsRoutes = [
  {
    path: '/register',
    name: 'Registro de técnicos',
    page: 'mf_accounts/RegisterPage',
    meta: registerMeta,
    indexable: true,
    withoutScripts: { what: 'el formulario de registro', whatsapp: whatsappTexts.signupHelp },
    preview: 'inicio',
    nav: { menu: 'technicians', label: 'Técnicos' },
    made: 'build',
  },
  {
    path: '/register/completed',
    name: 'Registro enviado',
    page: 'mf_accounts/RegisterCompletedPage',
    meta: registerCompletedMeta,
    indexable: false,
    preview: 'inicio',
    made: 'build',
  },
  {
    path: '/login',
    name: 'Ingresar',
    page: 'mf_accounts/LoginPage',
    meta: loginMeta,
    indexable: false,
    withoutScripts: { what: 'el ingreso', whatsapp: whatsappTexts.greeting },
    preview: 'inicio',
    made: 'build',
  },
  {
    path: '/passrecover',
    name: 'Recuperar contraseña',
    page: 'mf_accounts/PassRecoverPage',
    meta: passRecoverMeta,
    indexable: false,
    withoutScripts: { what: 'la recuperación de contraseña', whatsapp: whatsappTexts.greeting },
    preview: 'inicio',
    made: 'build',
  },
  {
    path: '/admin',
    name: 'Administración: técnicos',
    page: 'mf_accounts/AdminPage',
    meta: adminMeta,
    indexable: false,
    withoutScripts: { what: 'la administración del sitio' },
    preview: 'inicio',
    made: 'build',
  },
  {
    path: '/admin/consultas',
    name: 'Administración: consultas',
    page: 'mf_accounts/ConsultasPage',
    meta: consultasMeta,
    indexable: false,
    withoutScripts: { what: 'la administración del sitio' },
    preview: 'inicio',
    made: 'build',
  },
] as const satisfies readonly SiteRoute[];
