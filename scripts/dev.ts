/**
 * `pnpm dev`: the local backend and every unit on its Vite dev server (HMR), on the same ports as
 * `pnpm start` (ports.ts; FRIO_PORT_BASE moves them), where the shell's /remotes.json points. Ctrl-C
 * stops everything.
 */
import concurrently from 'concurrently';
import { localUrl, units } from '../tooling/src/units.ts';
import { pnpmCommand } from '../tooling/src/package-manager.ts';

const { result } = concurrently(
  [
    { name: 'database', command: pnpmCommand('--filter backend database'), prefixColor: 'cyan' },
    { name: 'emulators', command: pnpmCommand('--filter backend emulators'), prefixColor: 'magenta' },
    {
      name: 'seed',
      command: pnpmCommand('--filter backend seed'),
      prefixColor: 'gray',
      env: { FRIO_SITE_URL: localUrl(units.shell.port) },
    },
    ...Object.values(units).map((unit) => ({
      name: unit.dir,
      command: pnpmCommand(`--filter ${unit.dir} dev`),
      prefixColor: 'green',
    })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
