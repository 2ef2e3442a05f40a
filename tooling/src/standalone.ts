/**
 * A remote's standalone page (`pnpm --filter <remote> dev`, its built site on its own origin): what it needs
 * beyond the remote itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { standaloneRoutes } from './pages.ts';
import { localFirebaseConfig } from './site-data.ts';
import type { RemoteKey } from './units.ts';

const runtimeId = 'virtual:frio/standalone-runtime';
const runtimeChunk = 'standalone-runtime';

/** The federation runtime core the unit's federation plugin builds against: the same copy the shell provides. */
function runtimeCoreFile(root: string): string {
  let from = path.join(root, 'package.json');
  for (const pkg of ['@module-federation/vite', '@module-federation/runtime', '@module-federation/runtime-core'])
    from = createRequire(from).resolve(pkg);
  const marker = `${path.sep}node_modules${path.sep}@module-federation${path.sep}runtime-core${path.sep}`;
  const dir = from.slice(0, from.lastIndexOf(marker) + marker.length);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { module: string };
  return path.join(dir, manifest.module);
}

/**
 * A remote builds with `externalRuntime`: it reads the runtime from `globalThis._FEDERATION_RUNTIME_CORE`,
 * which the shell sets, so the remote's files carry no second copy. Alone, the page sets it from a script of
 * its own that runs before the federation bootstrap. The file is imported by its path: the bare name is
 * what `externalRuntime` rewrites to the global.
 */
function standaloneRuntime(): Plugin {
  let file = '';
  let base = '/';
  let build = false;
  return {
    name: 'frio-standalone-runtime',
    configResolved(config) {
      file = runtimeCoreFile(config.root);
      base = config.base;
      build = config.command === 'build';
    },
    buildStart() {
      if (build) this.emitFile({ type: 'chunk', id: runtimeId, name: runtimeChunk });
    },
    resolveId: (id) => (id === runtimeId ? `\0${runtimeId}` : undefined),
    load(id) {
      if (id !== `\0${runtimeId}`) return undefined;
      return [
        `import * as runtimeCore from ${JSON.stringify(file)};`,
        'globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;',
      ].join('\n');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.name === runtimeChunk,
        );
        const src = build ? chunk && `${base}${chunk.fileName}` : `${base}@id/__x00__${runtimeId}`;
        if (!src) throw new Error(`${runtimeChunk}: the build has no such chunk`);
        const entry = html.indexOf('<script type="module"');
        if (entry === -1) throw new Error('index.html: no module script to run the federation runtime before');
        // `type=module` unquoted on purpose: the federation plugin wraps every type="module" script in its
        // bootstrap, and this one must run before that bootstrap (module scripts run in document order).
        return `${html.slice(0, entry)}<script type=module crossorigin src="${src}"></script>\n    ${html.slice(entry)}`;
      },
    },
  };
}

/**
 * /firebase-config.json on the unit's own dev and preview servers: the local demo backend's, as the shell's
 * servers answer it, so a page that reads data shows it alone too (with `pnpm serve --only backend`). Never
 * in the build: a remote's deployed site has no Firebase config of its own.
 */
function localConfig(): Plugin {
  const answer: Connect.NextHandleFunction = (req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== '/firebase-config.json') return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(`${JSON.stringify(localFirebaseConfig(), null, 2)}\n`);
  };
  return {
    name: 'frio-standalone-config',
    configureServer(server) {
      server.middlewares.use(answer);
    },
    configurePreviewServer(server) {
      server.middlewares.use(answer);
    },
  };
}

export function standalonePage(unit: RemoteKey): Plugin[] {
  return [standaloneRoutes(unit), standaloneRuntime(), localConfig()];
}
