/**
 * `pnpm start` / `pnpm serve`: the local demo backend (Realtime Database on firebase-server, Auth
 * emulator, demo account seed) and the production builds of every unit, run by concurrently.
 * --only backend | units   serve one half (the e2e suite runs the backend this way).
 * --hosting                serve the released sites of .hosting/local (pnpm release) instead of dist/.
 * Ctrl-C stops everything.
 */
import concurrently from 'concurrently';
import { units, localUrl } from '../tooling/src/units.ts';
import { pnpmCommand } from '../tooling/src/package-manager.ts';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const siteUrl = localUrl(units.shell.port);

const backend = [
  { name: 'database', command: pnpmCommand('--filter backend database'), prefixColor: 'cyan' },
  { name: 'auth', command: pnpmCommand('--filter backend auth'), prefixColor: 'magenta' },
  { name: 'seed', command: pnpmCommand('--filter backend seed'), prefixColor: 'gray' },
];
// --hosting: the units as `pnpm release` published them (.hosting/local), not their latest dist/.
const hosting = process.argv.includes('--hosting') ? ' --hosting' : '';
const site = [{ name: 'units', command: `tsx scripts/units-server.ts${hosting}`, prefixColor: 'green' }];
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
