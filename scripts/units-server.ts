/**
 * Serves the production builds of the units with `vite preview`, each on its own port with its own config,
 * from one process, and the demo partner page. Used by `pnpm start` and by the e2e suite, which stops and
 * restarts single remotes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { defaultPorts } from '../tooling/src/ports.ts';
import { units, localUrl, partnerDemoPort, type UnitKey } from '../tooling/src/units.ts';
import { followFirstReleases } from '../tooling/src/follow-releases.ts';

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
  const served = outDir ?? (root ? path.join(root, 'dist') : servedDir(unit, hosting));
  assertBuiltForThesePorts(unit, served);
  return preview({
    root: root ?? unitDir(unit),
    configLoader: 'runner',
    logLevel: 'warn',
    build: { outDir: served },
    preview: { port: units[unit].port, strictPort: true, host: 'localhost', open: false },
  });
}

export const unitKeys = Object.keys(units) as UnitKey[];

/**
 * A local build names its own local address (a remote's manifest publicPath, the shell's site.json), so a
 * build made with another FRIO_PORT_BASE would load its files from the other ports: refuse it, saying so.
 * Builds for a real site (FRIO_BASE_URL, releases) are not local addresses and pass.
 */
function assertBuiltForThesePorts(unit: UnitKey, dir: string) {
  const file = path.join(dir, unit === 'shell' ? 'site.json' : 'mf-manifest.json');
  if (!existsSync(file)) return;
  const data = JSON.parse(readFileSync(file, 'utf8')) as { origin?: string; metaData?: { publicPath?: string } };
  const built = unit === 'shell' ? data.origin : data.metaData?.publicPath;
  if (!built?.startsWith('http://localhost:')) return;
  const expected = localUrl(units[unit].port);
  if (new URL(built).origin === new URL(expected).origin) return;
  throw new Error(
    `${path.relative(root, dir)} se construyó para ${new URL(built).origin}, pero ${units[unit].dir} se sirve en ${expected}: ` +
      `construí de nuevo (pnpm build, pnpm prerender) con el mismo FRIO_PORT_BASE (${process.env.FRIO_PORT_BASE ?? 'sin definir'})`,
  );
}

export const partnerDemoUrl = localUrl(partnerDemoPort);

/**
 * The partner page is plain HTML with the snippet a partner pastes, naming the calculator's default local
 * URL; with FRIO_PORT_BASE the server hands it out naming the calculator's moved port.
 */
function partnerSnippetPort(): Plugin {
  const from = localUrl(defaultPorts.calculator);
  const to = localUrl(units.calculator.port);
  return {
    name: 'frio-partner-snippet-port',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        if (from === to || (url !== '/' && url !== '/index.html')) return next();
        const html = readFileSync(path.join(unitDir('calculator'), 'partner-demo', 'index.html'), 'utf8');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html.replaceAll(from, to));
      });
    },
  };
}

export async function servePartnerDemo(): Promise<PreviewServer> {
  return preview({
    root: unitDir('calculator'),
    configFile: false,
    logLevel: 'warn',
    plugins: [partnerSnippetPort()],
    build: { outDir: 'partner-demo' },
    preview: { port: partnerDemoPort, strictPort: true, host: 'localhost', open: false },
  });
}

/** Every unit's server (`shell: false`: the remotes only, when Hosting's emulator serves the shell) and the partner page. */
export async function serveAll(
  hosting?: string,
  { shell = true }: { shell?: boolean } = {},
): Promise<Map<UnitKey | 'partnerDemo', PreviewServer>> {
  const servers = new Map<UnitKey | 'partnerDemo', PreviewServer>();
  for (const unit of unitKeys) if (shell || unit !== 'shell') servers.set(unit, await serveUnit(unit, { hosting }));
  servers.set('partnerDemo', await servePartnerDemo());
  return servers;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // --hosting [DIR]: dist/ for units never released.
  const flag = process.argv.indexOf('--hosting');
  const next = flag >= 0 ? process.argv[flag + 1] : undefined;
  const hosting = flag < 0 ? undefined : path.resolve(root, next && !next.startsWith('-') ? next : '.hosting/local');
  // --without-shell: Hosting's emulator serves the shell's site (pnpm start).
  const shell = !process.argv.includes('--without-shell');
  const served = unitKeys.filter((unit) => shell || unit !== 'shell');
  const servers = await serveAll(hosting, { shell });
  for (const unit of served)
    console.log(
      `${units[unit].dir.padEnd(14)} ${localUrl(units[unit].port)}  (${path.relative(root, servedDir(unit, hosting))})`,
    );
  console.log(`${'partner demo'.padEnd(14)} ${partnerDemoUrl}`);
  // A unit served from dist/ switches to its site once `pnpm release` publishes it for the first time.
  const watcher =
    hosting &&
    followFirstReleases(
      hosting,
      served.filter((unit) => servedDir(unit, hosting) !== path.join(hosting, units[unit].dir)),
      async (unit) => {
        await servers.get(unit)?.close();
        servers.set(unit, await serveUnit(unit, { hosting }));
        console.log(
          `${units[unit].dir.padEnd(14)} ${localUrl(units[unit].port)}  (${path.relative(root, servedDir(unit, hosting))}: primer release)`,
        );
      },
    );
  const stop = async () => {
    if (watcher) watcher.close();
    await Promise.all([...servers.values()].map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
