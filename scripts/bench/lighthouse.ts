/**
 * Lighthouse (mobile defaults) on every route of SPEC §2, the cobre listing, the 404 and the partner demo
 * page (lighthouse-routes.ts), and click-to-content of three navigations between remotes (navigation.ts).
 */
import { localUrl, partnerDemoPort } from '../../tooling/src/units.ts';
import { site } from './browser.ts';
import { measureRoutes, routesTable, type RouteFigures } from './lighthouse-routes.ts';
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
    rows({ routes, navigations }) {
      return [
        ...routes.map((row) => ({
          figure: `Lighthouse ${row.route}`,
          median: `perf ${row.perf}, LCP ${(row.lcpMs / 1000).toFixed(2)} s, TBT ${row.tbtMs} ms, CLS ${row.cls}, SEO ${row.seo}, JS ${row.jsKB} KB`,
          spread: `perf ${row.perfRuns}, LCP ${row.lcpSpread} ms`,
        })),
        ...navigations.map((row) => ({
          figure: `click-to-content ${row.navigation}`,
          median: `${row.medianMs} ms`,
          spread: row.runsMs,
          target: '≤ 300 ms',
        })),
      ];
    },
    report({ routes, navigations }) {
      if (routes.length) console.log(routesTable(routes));
      for (const row of navigations)
        console.log(`click-to-content ${row.navigation}: ${row.medianMs} ms (${row.runsMs})`);
    },
  };
}
