/**
 * A second copy of the site with a backend of its own, for tests that take the backend down without touching the backend every other test uses: the shell's production build served on
 * its own port with a /firebase-config.json (and CSP) that point at other ports, where a test runs
 * a Realtime Database of its own (firebase-server, seeded like the demo) and a relay to the suite's
 * Auth emulator. Stopping either is a server going away: the browser's connections are refused.
 * (The Auth emulator itself needs about a minute to start offline, hence the relay for Auth.)
 */
import net from 'node:net';
import type { Plugin, PreviewServer } from 'vite';
import { preview } from 'vite';
import { backendPorts, localUrl } from '@frio/tooling/units';
import { ports } from '@frio/tooling/ports';
import { localFirebaseConfig } from '@frio/tooling/site-data';
import { localContentSecurityPolicy } from '@frio/tooling/csp';
import { unitDir } from '../../scripts/units-server.ts';
import { seedData, startDatabase } from '../../backend/src/database-server.ts';

const faultPorts = { shell: ports.faultShell, database: ports.faultDatabase, auth: ports.faultAuth } as const;
export const faultSiteUrl = localUrl(faultPorts.shell);

/** The shell's build, with a config and a CSP that name the fault backend's ports. */
function faultBackendConfig(): Plugin {
  const config = localFirebaseConfig(faultPorts);
  const csp = localContentSecurityPolicy(faultPorts);
  return {
    name: 'frio-fault-backend-config',
    // Ahead of the shell's own preview plugin, whose document middleware answers routes itself.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0] ?? '/';
        if (url === '/firebase-config.json') {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(config));
          return;
        }
        // The shell's own preview plugin sets the policy for documents (same rule) later, and may answer
        // the document itself: whatever policy it sets on this response becomes the fault backend's.
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) =>
          setHeader(name, name.toLowerCase() === 'content-security-policy' ? csp : value);
        next();
      });
    },
  };
}

export function serveFaultShell(): Promise<PreviewServer> {
  return preview({
    root: unitDir('shell'),
    configLoader: 'runner',
    logLevel: 'warn',
    plugins: [faultBackendConfig()],
    preview: { port: faultPorts.shell, strictPort: true, host: 'localhost', open: false },
  });
}

/** The fault site's Realtime Database: a firebase-server of its own, seeded like the demo one. */
export class FaultDatabase {
  private server: ReturnType<typeof startDatabase> | undefined;

  /** Resolves once the server listens. */
  async start(): Promise<void> {
    this.server ??= startDatabase(faultPorts.database, seedData());
    await this.server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await (await server)?.close();
  }
}

/** The fault site's Auth: a TCP relay to the suite's Auth emulator that can be taken down and back. */
export class FaultAuth {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  start(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = net.createServer((client) => {
      const upstream = net.connect(backendPorts.auth, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    return new Promise((resolve) => server.listen(faultPorts.auth, resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
