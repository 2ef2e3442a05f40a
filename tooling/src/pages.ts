/**
 * What a remote exposes: the pages the route table names and its contract's widgets (`src/exposed/<Name>.tsx`).
 * A page is the default export of the unit's one file of its name, anywhere in src/: a new page is that
 * file and its route.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { remoteContracts, type ExposeKind } from '@frio/shared/contract';
import { siteRoutes } from '@frio/shared/routes';
import type { Plugin } from 'vite';
import { units, type RemoteKey } from './units.ts';

/** The pages the routes name, per remote: { mf_content: ['HomePage', …], … }. */
export function routedPages(): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const { page } of siteRoutes) {
    const [remote = '', name = ''] = page.split('/');
    (pages[remote] ??= []).push(name);
  }
  return pages;
}

interface Contract {
  name: string;
  exposes: Readonly<Record<string, ExposeKind | string>>;
}

/**
 * Every module a remote must expose and how the shell uses it: the pages its routes name, then its
 * contract's modules (by default the workspace's routes and contract; a release passes the live shell's).
 */
export function remoteExposes(
  name: string,
  pages: Record<string, string[]> = routedPages(),
  contracts: readonly Contract[] = remoteContracts,
): Record<string, string> {
  const contract = contracts.find((remote) => remote.name === name);
  return { ...Object.fromEntries((pages[name] ?? []).map((page) => [page, 'page'])), ...contract?.exposes };
}

/** A unit's `*Page.tsx` files by name ('FaqPage' → 'src/features/faq/FaqPage.tsx'); a name twice throws. */
export function pageFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })) {
    const name = path.basename(file, '.tsx');
    if (!/^\w+Page$/.test(name) || !file.endsWith('.tsx')) continue;
    const relative = path.posix.join('src', file.split(path.sep).join('/'));
    if (files.has(name)) throw new Error(`${dir}: two pages named ${name} (${files.get(name)}, ${relative})`);
    files.set(name, relative);
  }
  return files;
}

/**
 * A remote's federation `exposes`: './FaqPage' → './src/features/faq/FaqPage.tsx' for each page its routes
 * name, './SearchField' → './src/exposed/SearchField.tsx' for each module of its contract.
 */
export function exposeFiles(name: string, dir: string): Record<string, string> {
  const files = pageFiles(dir);
  return Object.fromEntries(
    Object.entries(remoteExposes(name)).map(([expose, kind]) => {
      if (kind !== 'page') return [`./${expose}`, `./src/exposed/${expose}.tsx`];
      const file = files.get(expose);
      if (!file) throw new Error(`${name}/${expose}: a route names it, and ${dir}/src has no ${expose}.tsx`);
      return [`./${expose}`, `./${file}`];
    }),
  );
}

const standaloneId = 'virtual:frio/standalone-routes';

/**
 * The standalone harness's routes (`virtual:frio/standalone-routes`, read by @frio/shared/standalone): the
 * unit's paths and pages as plain data. Importing its route table instead would keep every route object
 * in the chunk the pages share, on each page's first load.
 */
export function standaloneRoutes(unit: RemoteKey): Plugin {
  const remote = units[unit].federationName;
  const routes = siteRoutes
    .filter(({ page }) => page.startsWith(`${remote}/`))
    .map(({ path, page }) => ({ path, page }));
  return {
    name: 'frio-standalone-routes',
    resolveId: (id) => (id === standaloneId ? `\0${standaloneId}` : undefined),
    load: (id) => (id === `\0${standaloneId}` ? `export default ${JSON.stringify(routes)};` : undefined),
  };
}
