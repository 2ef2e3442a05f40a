import { defineConfig } from 'vite';
import { serverPagesConfig } from '@frio/tooling/server-pages';

// The unit's pages for the server renderer: dist/server/pages.js (tooling/src/server-pages.ts).
export default defineConfig(serverPagesConfig({ unit: 'content', dir: import.meta.dirname }));
