/**
 * The routes of docs/contract.md "Routes and screens", each defined in the table of the unit that renders
 * it. The router, renderer, prerender, sitemap, firebase.json and e2e suite read this list; each page
 * imports its own title and description (`loginMeta`), so a remote bundles only its pages' texts.
 */
import type { SiteRoute } from './define.ts';
import { accountsRoutes } from './accounts.ts';
import { calculatorRoutes } from './calculator.ts';
import { catalogueRoutes } from './catalogue.ts';
import { contentRoutes } from './content.ts';

export * from './accounts.ts';
export * from './calculator.ts';
export * from './catalogue.ts';
export * from './content.ts';

/** Every route, unit by unit (the navbar lists its entries in this order). Pure: a bundle that reads none drops it. */
export const siteRoutes: readonly SiteRoute[] = /* @__PURE__ */ ([] as SiteRoute[]).concat(
  contentRoutes,
  catalogueRoutes,
  calculatorRoutes,
  accountsRoutes,
);
