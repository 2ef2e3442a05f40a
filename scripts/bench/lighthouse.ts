/**
 * Lighthouse (mobile defaults) on every route of docs/contract.md "Routes and screens", the cobre listing, the 404 and the partner demo
 * page (lighthouse-routes.ts), and click-to-content of three navigations between remotes (navigation.ts).
 */
import { localUrl, partnerDemoPort } from '../../tooling/src/units.ts';
import { site } from './browser.ts';
import { measureRoutes, productRoute, routesTable, someRoutes, type RouteFigures } from './lighthouse-routes.ts';
import type { BenchOptions, Measurement } from './measurement.ts';
import { measureNavigations } from './navigation.ts';
import { portOpen } from '../port-open.ts';

interface PageFigures {
  routes: RouteFigures[];
  navigations: Awaited<ReturnType<typeof measureNavigations>>;
}

export function lighthouseMeasurement(options: BenchOptions): Measurement<PageFigures> {
  return {
    key: 'lighthouseMobile',
    async measure() {
      if (options.catalogueOnly) return { routes: [], navigations: [] };
      const partner = (await portOpen(partnerDemoPort, 1000)) ? localUrl(partnerDemoPort) : undefined;
      const routes = await measureRoutes(site, partner, options.lighthouseRuns);
      const navigations = await measureNavigations(site, options.lighthouseRuns);
      return { routes, navigations };
    },
    tables({ routes, navigations }) {
      return {
        // A run of some routes (`--routes`) leaves the table of every route as it is.
        ...(someRoutes()
          ? {}
          : {
              lighthouseMobile: [
                ['route', 'perf', 'LCP', 'TBT', 'SEO', 'JS'],
                ...routes.map((row) => [
                  row.route.startsWith(productRoute) ? 'a product page' : row.route,
                  String(row.perf),
                  `${(row.lcpMs / 1000).toFixed(2)} s`,
                  `${row.tbtMs} ms`,
                  String(row.seo),
                  `${row.jsKB} KB`,
                ]),
              ],
            }),
        clickToContent: [
          ['navigation', 'median', 'target'],
          ...navigations.map((row) => [row.navigation, `${row.medianMs} ms`, '≤ 300 ms']),
        ],
      };
    },
    report({ routes, navigations }) {
      if (routes.length) console.log(routesTable(routes));
      for (const row of navigations)
        console.log(`click-to-content ${row.navigation}: ${row.medianMs} ms (${row.runsMs})`);
    },
  };
}
