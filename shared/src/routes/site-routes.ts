/**
 * The routes of docs/contract.md "Routes and screens", one definition each, in the file of the unit that renders them (content.ts,
 * catalogue.ts, calculator.ts, accounts.ts): the shell's router, its server renderer, the prerender, the
 * sitemap, firebase.json (`pnpm firebase:json`) and the e2e suite read this list; each page reads its own
 * title and description (`loginMeta`, so a remote bundles only its pages' texts).
 * Plain data: Node and browser safe.
 */
import type { SiteRoute } from './define.ts';
import {
  adminRoute,
  consultasRoute,
  loginRoute,
  passRecoverRoute,
  registerCompletedRoute,
  registerRoute,
} from './accounts.ts';
import { calculatorRoute } from './calculator.ts';
import { priceListRoute, productRoute, quoteListRoute, rubroRoute, searchRoute } from './catalogue.ts';
import {
  airesRoute,
  contactoRoute,
  faqRoute,
  homeRoute,
  insumosRoute,
  nosotrosRoute,
  productosRoute,
  transporteRoute,
} from './content.ts';

export * from './accounts.ts';
export * from './calculator.ts';
export * from './catalogue.ts';
export * from './content.ts';

/** Every route, in the contract's order (the navbar lists its entries in this order). (docs/contract.md "Routes and screens") */
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
