import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests of every package, one project each (the federation plugin is off under
// Vitest anyway, so the packages' vite configs are not needed here).
const ui = (name: string) => ({
  plugins: [react()],
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    testTimeout: 15_000,
    setupFiles: [`${import.meta.dirname}/vitest.setup.ts`],
    restoreMocks: true,
  },
});

export default defineConfig({
  test: {
    projects: [
      ui('shared'),
      ui('shell'),
      ui('mf-content'),
      ui('mf-catalogue'),
      ui('mf-calculator'),
      ui('mf-accounts'),
      { test: { name: 'tooling', root: './tooling', environment: 'node' } },
      { test: { name: 'backend', root: './backend', environment: 'node' } },
      { test: { name: 'functions', root: './functions', environment: 'node' } },
      { test: { name: 'scripts', root: './scripts', environment: 'node' } },
    ],
  },
});
