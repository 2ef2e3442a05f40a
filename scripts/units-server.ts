/**
 * Serves the production builds of the units (dist/ of shell and each remote) with `vite preview`,
 * each on its own port with its own config (CORS, cache headers), from one process, and the demo
 * partner page that embeds the calculator (its own origin).
 * Used by `pnpm start` (all units) and by the e2e suite, which stops and restarts single remotes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { units, localUrl, partnerDemoPort, type UnitKey } from '../tooling/src/units.ts';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function unitDir(unit: UnitKey): string {
  return path.join(root, units[unit].dir);
}

export async function serveUnit(unit: UnitKey): Promise<PreviewServer> {
  return preview({
    root: unitDir(unit),
    configLoader: 'runner',
    logLevel: 'warn',
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

export async function serveAll(): Promise<Map<UnitKey | 'partnerDemo', PreviewServer>> {
  const servers = new Map<UnitKey | 'partnerDemo', PreviewServer>();
  for (const unit of unitKeys) servers.set(unit, await serveUnit(unit));
  servers.set('partnerDemo', await servePartnerDemo());
  return servers;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const servers = await serveAll();
  for (const unit of unitKeys) console.log(`${units[unit].dir.padEnd(14)} ${localUrl(units[unit].port)}`);
  console.log(`${'partner demo'.padEnd(14)} ${partnerDemoUrl}`);
  const stop = async () => {
    await Promise.all([...servers.values()].map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
