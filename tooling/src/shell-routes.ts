/**
 * The shell's browser build reads the site's routes without each page's title and description: nothing in
 * the shell reads them, and each page writes its own. Without this the shell would carry every page's
 * texts on every first load.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import * as definitions from '@frio/shared/routes/site-routes';

const { siteRoutes } = definitions;

const definitionsFile = path.resolve(import.meta.dirname, '../../shared/src/routes/site-routes.ts');

export function routesWithoutMeta(): Array<Omit<(typeof siteRoutes)[number], 'meta'>> {
  return siteRoutes.map(({ meta: _meta, ...route }) => route);
}

export function shellRoutes(): Plugin {
  return {
    name: 'frio-shell-routes',
    apply: 'build',
    load(id, options) {
      if (options?.ssr || id !== definitionsFile) return null;
      // Each named route too (`homeRoute`), as the same object of the list.
      const named = Object.entries(definitions).flatMap(([name, value]) => {
        const at = siteRoutes.indexOf(value as (typeof siteRoutes)[number]);
        return at === -1 ? [] : [`export const ${name} = siteRoutes[${at}];`];
      });
      return [`export const siteRoutes = ${JSON.stringify(routesWithoutMeta())};`, ...named, ''].join('\n');
    },
  };
}
