/**
 * `pnpm prerender`: writes the HTML document of every route made at build time into the shell's output,
 * from the units as they are served (deployed), rendered by React in Node (prerender-site.ts). A unit's
 * release runs it after publishing, then deploys the shell site's files.
 *
 *   pnpm prerender                         serve the local builds on their ports, prerender, stop
 *   pnpm prerender --hosting .hosting/local
 *                                          the released sites instead (`pnpm release` runs this), written
 *                                          into the shell's released site; read as served if `pnpm serve
 *                                          --hosting` already runs
 *   pnpm prerender --site https://frio-shell.web.app [--origin https://www.example.com.ar]
 *                                          read a running/deployed site instead
 *   --out <dir>                            where to write (default shell/dist, or the --hosting shell site)
 *
 * The site origin comes from --origin, else the site's deploy-time /site.json, else --site.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PreviewServer } from 'vite';
import { localUrl, units } from '../../tooling/src/units.ts';
import { serveAll, servedDir } from '../units-server.ts';
import { portOpen } from '../port-open.ts';
import { prerenderSite } from './prerender-site.ts';

async function main() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      origin: { type: 'string' },
      out: { type: 'string' },
      hosting: { type: 'string' },
    },
  });
  const hosting = values.hosting === undefined ? undefined : path.resolve(values.hosting);
  const outDir = path.resolve(values.out ?? servedDir('shell', hosting));
  let servers: Map<string, PreviewServer> | undefined;
  const running = hosting !== undefined && (await portOpen(units.shell.port, 300));
  if (running) console.log(`prerender: se lee el sitio que ya se sirve en ${localUrl(units.shell.port)}`);
  if (!values.site && !running) servers = await serveAll(hosting);
  try {
    await prerenderSite({ site: values.site ?? localUrl(units.shell.port), origin: values.origin, outDir });
  } finally {
    if (servers) await Promise.all([...servers.values()].map((server) => server.close()));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
