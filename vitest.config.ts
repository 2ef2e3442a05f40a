import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests of every package, one project each (the federation plugin is off under
// Vitest anyway, so the packages' vite configs are not needed here). 30 s a test: the slowest take a
// few seconds alone, and a 2-core machine running a build beside the suite has stretched some past 15.
// A project's files share a worker's jsdom and node_modules (`isolate: false`): a fresh process per file was
// 200 of the unit run's 275 s on 2 cores. vitest.setup.ts gives each file fresh source modules and storage.
const everyProject = {
  isolate: false,
  restoreMocks: true,
  testTimeout: 30_000,
  setupFiles: [`${import.meta.dirname}/vitest.setup.ts`],
};
const ui = (name: string) => ({
  plugins: [react()],
  test: {
    name,
    root: `${import.meta.dirname}/${name}`,
    environment: 'jsdom',
    ...everyProject,
  },
});

const node = (name: string, extra: object = {}) => ({
  test: { name, root: `${import.meta.dirname}/${name}`, environment: 'node', ...everyProject, ...extra },
});

const slow = '**/*.slow.test.ts';

export default defineConfig({
  test: {
    projects: [
      ui('shared'),
      ui('shell'),
      ui('mf-content'),
      ui('mf-catalogue'),
      ui('mf-calculator'),
      ui('mf-accounts'),
      node('renderer'),
      node('tooling'),
      node('backend', { exclude: [...configDefaults.exclude, slow] }),
      node('functions'),
      node('scripts'),
      // Cases that load a catalogue far larger than the demo's or start Firebase's Auth emulator (tens of
      // seconds on a 2-core machine) run alone after the others (`test:slow`), with a budget of their
      // own, so they never race the parallel unit run for the same cores.
      {
        test: {
          name: 'slow',
          root: `${import.meta.dirname}/backend`,
          environment: 'node',
          include: [slow],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
