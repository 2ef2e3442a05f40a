/**
 * The routes of docs/contract.md "Routes and screens", one definition each, in the route table of the unit
 * that renders them (content.ts, catalogue.ts, calculator.ts, accounts.ts): the shell's router, its server
 * renderer, the prerender, the sitemap, firebase.json (`pnpm firebase:json`), the remotes' exposes and
 * standalone pages, and the e2e suite read this list; each page reads its own title and description
 * (`loginMeta`, so a remote bundles only its pages' texts).
 * Plain data: Node and browser safe.
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
