/**
 * What the bench runs against: the production builds served as `pnpm start` serves them, and the
 * Realtime Database with a large generated catalogue.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import concurrently from 'concurrently';
import waitOn from 'wait-on';
import { backendPorts, localUrl, units } from '../../tooling/src/units.ts';
import { root, serveAll } from '../units-server.ts';
import { pnpmArgs, pnpmCommand } from '../../tooling/src/package-manager.ts';
import { waitForPagesFunction } from '../pages-function.ts';
import { DEMO_ARTICLES } from '../../backend/src/catalogue-generator.ts';
import { BENCH_ARTICLES } from './flags.ts';

export function build(): void {
  const result = spawnSync(...pnpmArgs(['build']), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * The prerendered documents, as `start` serves them (skipped with `--no-prerender`), rendered from the
 * running site: the rubro documents then hold the first rows of the bench's database.
 */
export async function prerender(): Promise<void> {
  const site = localUrl(units.shell.port);
  // Asynchronously: this process serves the site the prerender reads.
  const child = spawn(...pnpmArgs(['prerender', '--site', site]), { cwd: root, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error('prerender failed');
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts the database (`articles` products, cobre about 35 % of them; at the demo's 900, the demo's own
 * catalogue, as `pnpm start` seeds it) and every unit; resolves once all answer, the pages function
 * included (../pages-function.ts).
 */
export async function startSite(articles = BENCH_ARTICLES): Promise<() => Promise<void>> {
  // A database left running by an earlier run keeps its port: this run's would not start, and its
  // catalogue (another article count) would be measured instead.
  for (const port of [backendPorts.database, backendPorts.auth])
    if (await answers(port)) throw new Error(`port ${port} already answers (a database or emulator left running?)`);
  const database = concurrently(
    [
      {
        name: 'database',
        command: pnpmCommand('--filter backend database'),
        env: {
          FRIO_CATALOGUE_SIZE: String(articles),
          ...(articles === DEMO_ARTICLES ? {} : { FRIO_CATALOGUE_SKEW: 'cobre:0.35' }),
        },
      },
      // The Auth emulator, for the owner of the back-office measurement (admin-prices.ts).
      { name: 'emulators', command: pnpmCommand('--filter backend emulators') },
    ],
    { cwd: root, raw: true, hide: ['database', 'emulators'] },
  );
  // The database ends by being killed; that is not an error.
  database.result.catch(() => {});
  // Wait until its port is free: the bench exits right after, and a tree-kill cut short by that exit
  // would leave the server running, holding the port for the next `pnpm test` or `pnpm start`.
  const stopDatabase = async () => {
    database.commands.forEach((command) => command.kill('SIGTERM'));
    await waitOn({
      resources: [`tcp:localhost:${backendPorts.database}`, `tcp:localhost:${backendPorts.auth}`],
      reverse: true,
      timeout: 10_000,
    }).catch(() => console.error(`bench: the database still answers on port ${backendPorts.database}`));
  };
  try {
    const servers = await serveAll();
    // The database opens its port once its catalogue is generated: about 1 s per 1,000 articles on this
    // 2-core machine (200,000: 3.5 min), so the wait grows with the count.
    await waitOn({
      resources: [`tcp:localhost:${backendPorts.database}`],
      timeout: Math.max(60_000, articles * 3),
    });
    await waitOn({ resources: [`tcp:localhost:${backendPorts.auth}`], timeout: 120_000 });
    // The demo accounts (the owner among them) in the Auth emulator.
    const seed = spawn(...pnpmArgs(['--filter', 'backend', 'seed']), { cwd: root, stdio: 'ignore' });
    await once(seed, 'exit');
    await waitForPagesFunction();
    return async () => {
      await Promise.all([...servers.values()].map((server) => server.close()));
      await stopDatabase();
    };
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}
