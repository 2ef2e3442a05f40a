/**
 * Build-time federation settings every unit's vite.config.ts uses, so that the shared singletons,
 * bases and cache headers are declared once (Node only; never bundled into the site).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import compression from 'compression';
import { serveBrotliCopies, writeBrotliCopies } from './brotli.ts';
import { units, localUrl, backendPorts, type UnitKey } from './units.ts';

function installedVersion(pkg: string, fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const manifest = require.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Shared singletons, identical in every unit: React, React DOM, the router module; and, in the units that
 * talk to Firebase, the one client module (one app, one auth state per page, whichever unit loads it first).
 */
export function sharedSingletons(unitDir: string, { firebase = false } = {}) {
  const v = (pkg: string) => `^${installedVersion(pkg, unitDir)}`;
  const single = (pkg: string) => ({ singleton: true, requiredVersion: v(pkg) });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // React Router is shared through this one module, tree-shaken to the API the units use.
    '@frio/shared/router': { singleton: true, requiredVersion: v('@frio/shared') },
    ...(firebase ? { '@frio/shared/firebase': { singleton: true, requiredVersion: v('@frio/shared') } } : {}),
  };
}

/**
 * Absolute public base of a unit: FRIO_BASE_URL at deploy time, the local server otherwise.
 * (Relative bases break the plugin's preload links.)
 */
export function unitBase(unit: UnitKey): string {
  const fromEnv = process.env.FRIO_BASE_URL;
  if (fromEnv) return fromEnv.endsWith('/') ? fromEnv : `${fromEnv}/`;
  return unit === 'shell' ? '/' : localUrl(units[unit].port);
}

/** The origins a page of the site talks to, besides its own units. */
export const externalOrigins = {
  /**
   * Firebase Realtime Database (both URL forms: `*.firebaseio.com` and regional `*.firebasedatabase.app`).
   * Its https origins are script sources too: when WebSockets fail (a proxy, or a socket the previous
   * page closed early, which the SDK remembers), it falls back to long polling through script tags.
   */
  database: [
    'https://*.firebaseio.com',
    'wss://*.firebaseio.com',
    'https://*.firebasedatabase.app',
    'wss://*.firebasedatabase.app',
  ],
  /** Firebase Authentication. */
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  /** The home page's social-feed embed (loaded on demand). */
  embeds: ['https://www.instagram.com', 'https://*.cdninstagram.com'],
} as const;

interface Backend {
  database: readonly string[];
  auth: readonly string[];
}

/**
 * Content-Security-Policy of the shell's pages: only the site's own units, Firebase and the embeds.
 * `unitOrigins` are the remotes' origins; `extraBackend` adds the local emulators to Firebase's origins.
 */
export function contentSecurityPolicy(
  unitOrigins: string[],
  extraBackend: Backend = { database: [], auth: [] },
): string {
  const units = unitOrigins.join(' ');
  const database = [...externalOrigins.database, ...extraBackend.database];
  const databaseScripts = database.filter((origin) => origin.startsWith('http'));
  const auth = [...externalOrigins.auth, ...extraBackend.auth];
  return [
    "default-src 'self'",
    `script-src 'self' ${units} ${databaseScripts.join(' ')} ${externalOrigins.embeds.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${units}`,
    `img-src 'self' data: ${units} ${externalOrigins.embeds.join(' ')}`,
    `connect-src 'self' ${units} ${database.join(' ')} ${auth.join(' ')}`,
    `frame-src ${externalOrigins.embeds.join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The CSP `vite preview` (pnpm start, e2e) sends: local units and the local demo backend. */
function localContentSecurityPolicy(): string {
  const remotes = Object.entries(units)
    .filter(([key]) => key !== 'shell')
    .map(([, unit]) => `http://localhost:${unit.port}`);
  return contentSecurityPolicy(remotes, {
    database: [`ws://localhost:${backendPorts.database}`, `http://localhost:${backendPorts.database}`],
    auth: [`http://localhost:${backendPorts.auth}`, `http://127.0.0.1:${backendPorts.auth}`],
  });
}

const noCacheFiles = new Set(['/mf-manifest.json', '/mf-stats.json', '/remoteEntry.js', '/index.html', '/']);

/**
 * `vite preview` behaves like production hosting (firebase.json): CORS for federation,
 * immutable hashed assets, revalidated manifests and entries, never-cached deploy-time config.
 */
export function productionHeaders({ document = false } = {}): Plugin {
  const csp = document ? localContentSecurityPolicy() : undefined;
  let outDir: string | undefined;
  return {
    name: 'frio-production-headers',
    configResolved(config) {
      if (config.command === 'build') outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (outDir) writeBrotliCopies(outDir);
    },
    configurePreviewServer(server) {
      // Firebase Hosting compresses text (Brotli when the browser accepts it, else gzip); so does the
      // local stand-in, or the measurements would lie.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0] ?? '/';
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
        // The policy governs documents only (firebase.json sends it with the HTML the same way); on every
        // script it would add a kilobyte of headers to each response.
        if (csp && (!url.includes('.') || url.endsWith('.html'))) res.setHeader('Content-Security-Policy', csp);
        if (url.startsWith('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (url === '/remotes.json' || url === '/firebase-config.json') {
          res.setHeader('Cache-Control', 'no-store');
        } else if (noCacheFiles.has(url) || !url.includes('.')) {
          res.setHeader('Cache-Control', 'no-cache');
        }
        next();
      });
      server.middlewares.use(serveBrotliCopies(path.resolve(server.config.root, server.config.build.outDir)));
    },
  };
}

interface RemoteOptions {
  unit: Exclude<UnitKey, 'shell'>;
  /** The remote's directory (import.meta.dirname of its vite.config.ts). */
  dir: string;
  /** Federation `exposes`: the unit's only public surface (src/exposed/*). */
  exposes: Record<string, string>;
  /** The unit uses the Firebase client (@frio/shared/firebase). */
  firebase?: boolean;
}

/** Federation options of a remote: a manifest at a stable URL, hashed chunks, the shared singletons. */
export function remoteFederation({ unit, dir, exposes, firebase = false }: RemoteOptions) {
  return {
    name: units[unit].federationName,
    filename: 'remoteEntry.js',
    manifest: true,
    exposes,
    shared: sharedSingletons(dir, { firebase }),
    dts: false,
    bundleAllCSS: true,
    // The shell provides the one federation runtime; remotes do not ship a second copy.
    experiments: { externalRuntime: true },
  } as const;
}

/**
 * Under `vite` (pnpm dev) the shell answers /remotes.json with the remotes' dev-server entries
 * (remoteEntry.js; dev servers do not serve a usable manifest), derived from units.ts.
 */
export function devRemotes(): Plugin {
  return {
    name: 'frio-dev-remotes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        const entries = Object.fromEntries(
          Object.entries(units)
            .filter(([key]) => key !== 'shell')
            .map(([, unit]) => [unit.federationName, `${localUrl(unit.port)}remoteEntry.js`]),
        );
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(entries));
      });
    },
  };
}
