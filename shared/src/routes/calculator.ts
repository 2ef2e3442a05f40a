/** The route of mf-calculator's page (site-routes.ts lists every route). */
import { whatsappTexts } from '../business/whatsapp.ts';
import type { RouteMeta, SiteRoute } from './define.ts';

export const calculatorMeta = {
  title: 'Calculadora de aire acondicionado',
  description: 'Calculá cuántas frigorías de aire acondicionado necesita tu ambiente y mirá qué equipos te convienen.',
} as const satisfies RouteMeta;

/** mf-calculator's route table, in the navbar's order. */
export const calculatorRoutes = [
  {
    path: '/calculadora-aire-acondicionado',
    name: 'Calculadora de aire acondicionado',
    page: 'mf_calculator/CalculatorPage',
    meta: calculatorMeta,
    indexable: true,
    withoutScripts: { what: 'la calculadora', whatsapp: whatsappTexts.acQuery },
    preview: 'calculadora',
    made: 'build',
  },
] as const satisfies readonly SiteRoute[];
