/**
 * `pnpm start` / `pnpm serve`: the local demo backend and the production builds of every unit; the shell's
 * site through Firebase's Hosting emulator, each remote on its own server.
 * --only backend | units   serve one half (the e2e suite's units' server stands in for Hosting).
 * --hosting                serve the released sites of .hosting/local instead of dist/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import concurrently from 'concurrently';
import { units, localUrl } from '../tooling/src/units.ts';
import { root, servedDir } from './units-server.ts';
import { pnpmCommand } from '../tooling/src/package-manager.ts';

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { only: { type: 'string' }, hosting: { type: 'boolean', default: false } },
});
const only = flags.only;
if (only !== undefined && only !== 'backend' && only !== 'units')
  throw new Error(`--only ${only}: se sirve backend o units`);
const siteUrl = localUrl(units.shell.port);

const released = flags.hosting ? path.join(root, '.hosting/local') : undefined;
const whole = only === undefined;
// The whole site: the shell through Hosting's emulator, from the folder its server would serve.
const shellSite = whole ? ` --hosting ${JSON.stringify(path.relative(root, servedDir('shell', released)))}` : '';
const backend = [
  { name: 'database', command: pnpmCommand('--filter backend database'), prefixColor: 'cyan' },
  { name: 'emulators', command: pnpmCommand(`--filter backend emulators${shellSite}`), prefixColor: 'magenta' },
  { name: 'seed', command: pnpmCommand('--filter backend seed'), prefixColor: 'gray' },
];
const unitFlags = `${released ? ' --hosting' : ''}${whole ? ' --without-shell' : ''}`;
const site = [{ name: 'units', command: `tsx scripts/units-server.ts${unitFlags}`, prefixColor: 'green' }];
// The seed finishes last: it announces the site once the backend answers.
if (only !== 'backend') process.env.FRIO_SITE_URL = siteUrl;

const commands = only === 'backend' ? backend : only === 'units' ? site : [...backend, ...site];

const { result } = concurrently(commands, {
  prefix: 'name',
  killOthersOn: ['failure'],
  restartTries: 0,
});

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
