/**
 * `pnpm dev`: the local backend and every unit on its Vite dev server (HMR), on the same ports as
 * `pnpm start`, so /remotes.json works unchanged. Ctrl-C stops everything.
 */
import concurrently from 'concurrently';
import { units } from '../tooling/src/units.ts';

const { result } = concurrently(
  [
    { name: 'database', command: 'pnpm --filter backend database', prefixColor: 'cyan' },
    { name: 'auth', command: 'pnpm --filter backend auth', prefixColor: 'magenta' },
    {
      name: 'seed',
      command: 'pnpm --filter backend seed',
      prefixColor: 'gray',
      env: { FRIO_SITE_URL: `http://localhost:${units.shell.port}/` },
    },
    ...Object.values(units).map((unit) => ({
      name: unit.dir,
      command: `pnpm --filter ${unit.dir} dev`,
      prefixColor: 'green',
    })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
