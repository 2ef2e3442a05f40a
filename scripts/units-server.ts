/**
 * Serves the production builds of the units (dist/ of shell and each remote, or with --hosting what
 * `pnpm release` published in .hosting/local/) with `vite preview`,
 * each on its own port with its own config (CORS, cache headers), from one process, and the demo
 * partner page that embeds the calculator (its own origin).
 * Used by `pnpm start` (all units) and by the e2e suite, which stops and restarts single remotes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { units, localUrl, partnerDemoPort, type UnitKey } from '../tooling/src/units.ts';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function unitDir(unit: UnitKey): string {
  return path.join(root, units[unit].dir);
}

/**
 * The folder a unit's server serves: its build (dist/), or, given a hosting directory that holds a
 * release of it (`pnpm release`), its site there (version folders, the shell's live remotes.json).
 */
export function servedDir(unit: UnitKey, hosting?: string): string {
  const released = hosting && path.join(hosting, units[unit].dir);
  return released && existsSync(released) ? released : path.join(unitDir(unit), 'dist');
}

/**
 * Serves a unit's build on its port. `hosting` serves its released site instead; `root`/`outDir` serve
 * another copy (a unit directory with its own config and dist/, or only another output directory): the
 * e2e freshness test uses both.
 */
export async function serveUnit(
  unit: UnitKey,
  { hosting, root, outDir }: { hosting?: string; root?: string; outDir?: string } = {},
): Promise<PreviewServer> {
  return preview({
    root: root ?? unitDir(unit),
    configLoader: 'runner',
    logLevel: 'warn',
    build: { outDir: outDir ?? (root ? path.join(root, 'dist') : servedDir(unit, hosting)) },
    preview: { port: units[unit].port, strictPort: true, host: 'localhost', open: false },
  });
}

export const unitKeys = Object.keys(units) as UnitKey[];

/** A plain static HTML page of a partner site with the calculator embed (mf-calculator/partner-demo/). */
export const partnerDemoUrl = localUrl(partnerDemoPort);

export async function servePartnerDemo(): Promise<PreviewServer> {
  return preview({
    root: unitDir('calculator'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir: 'partner-demo' },
    preview: { port: partnerDemoPort, strictPort: true, host: 'localhost', open: false },
  });
}

export async function serveAll(hosting?: string): Promise<Map<UnitKey | 'partnerDemo', PreviewServer>> {
  const servers = new Map<UnitKey | 'partnerDemo', PreviewServer>();
  for (const unit of unitKeys) servers.set(unit, await serveUnit(unit, { hosting }));
  servers.set('partnerDemo', await servePartnerDemo());
  return servers;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // --hosting [DIR]: serve what `pnpm release` published (default .hosting/local), dist/ for units never released.
  const flag = process.argv.indexOf('--hosting');
  const next = flag >= 0 ? process.argv[flag + 1] : undefined;
  const hosting = flag < 0 ? undefined : path.resolve(root, next && !next.startsWith('-') ? next : '.hosting/local');
  const servers = await serveAll(hosting);
  for (const unit of unitKeys)
    console.log(
      `${units[unit].dir.padEnd(14)} ${localUrl(units[unit].port)}  (${path.relative(root, servedDir(unit, hosting))})`,
    );
  console.log(`${'partner demo'.padEnd(14)} ${partnerDemoUrl}`);
  const stop = async () => {
    await Promise.all([...servers.values()].map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
