/**
 * The shell's deploy-time data files for the local site (`start`, the tests, `dev`), written from the ports
 * so they follow FRIO_PORT_BASE. A deployment replaces them (docs/architecture.md "Going live").
 */
import type { Plugin } from 'vite';
import { backendPorts, localUrl, units } from './units.ts';

const remotes = () => Object.entries(units).filter(([key]) => key !== 'shell');

export function localRemotes(): Record<string, string> {
  return Object.fromEntries(
    remotes().map(([, unit]) => [unit.federationName, `${localUrl(unit.port)}mf-manifest.json`]),
  );
}

/** The Firebase config of a local backend (the demo one, or the e2e fault site's on other ports). */
export function localFirebaseConfig(backend: { database: number; auth: number } = backendPorts) {
  const projectId = 'demo-frio';
  return {
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      databaseURL: `http://localhost:${backend.database}?ns=${projectId}`,
      projectId,
    },
    emulators: {
      authUrl: `http://localhost:${backend.auth}`,
      databaseHost: 'localhost',
      databasePort: backend.database,
    },
  };
}

export function localSite(): { origin: string } {
  return { origin: localUrl(units.shell.port).replace(/\/$/, '') };
}

/** Under `pnpm dev`, /remotes.json points at remoteEntry.js: dev servers do not serve a usable manifest. */
export function localSiteData(): Plugin {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    name: 'frio-local-site-data',
    generateBundle() {
      const files = {
        'remotes.json': localRemotes(),
        'firebase-config.json': localFirebaseConfig(),
        'site.json': localSite(),
      };
      for (const [fileName, value] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source: json(value) });
    },
    configureServer(server) {
      const devRemotes = Object.fromEntries(
        remotes().map(([, unit]) => [unit.federationName, `${localUrl(unit.port)}remoteEntry.js`]),
      );
      const files: Record<string, unknown> = {
        '/remotes.json': devRemotes,
        '/firebase-config.json': localFirebaseConfig(),
        '/site.json': localSite(),
      };
      server.middlewares.use((req, res, next) => {
        const file = files[(req.url ?? '').split('?')[0] ?? ''];
        if (file === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(json(file));
      });
    },
  };
}
