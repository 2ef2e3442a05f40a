/// <reference types="node" />
/**
 * The real client module against a real HTTP server on its own port (issue 15, item 12): a first
 * connection that fails must not poison the later calls (Reintentar).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeFirebaseConfig } from './config.ts';

declare const jsdom: { reconfigure(options: { url: string }): void };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function listen(port = 0, config?: RuntimeFirebaseConfig): Promise<{ port: number; requests: string[] }> {
  const requests: string[] = [];
  const http = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(request.url === '/firebase-config.json' ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(config ?? {}));
  });
  server = http;
  return new Promise((resolve) =>
    http.listen(port, '127.0.0.1', () => resolve({ port: (http.address() as AddressInfo).port, requests })),
  );
}

function stop(): Promise<void> {
  return new Promise((resolve) => server!.close(() => resolve()));
}

describe('the Firebase client after a failed first connection', () => {
  it('the next call connects again and succeeds, for Auth and the Database alike', async () => {
    // A free port, then nothing listening on it: the site's server is unreachable at first.
    const { port } = await listen();
    await stop();
    server = undefined;
    jsdom.reconfigure({ url: `http://127.0.0.1:${port}/productos/insumos/cobre` });
    const client = await import('./client.ts');

    await expect(client.getFirebaseAuth()).rejects.toThrow();
    await expect(client.getFirebaseDatabase()).rejects.toThrow();

    // The server is back (Reintentar): the same calls now load the config and create one app.
    const config: RuntimeFirebaseConfig = {
      firebase: {
        apiKey: 'demo-api-key',
        projectId: 'demo-reintento',
        databaseURL: `http://127.0.0.1:${port}?ns=demo-reintento`,
      },
      emulators: { authUrl: `http://127.0.0.1:${port}`, databaseHost: '127.0.0.1', databasePort: port },
    };
    const { requests } = await listen(port, config);
    const auth = await client.getFirebaseAuth();
    const database = await client.getFirebaseDatabase();
    expect(auth.app.options.projectId).toBe('demo-reintento');
    expect(auth.emulatorConfig).toMatchObject({ host: '127.0.0.1', port });
    expect(database.app).toBe(auth.app);
    expect(requests).toEqual(['/firebase-config.json']);
    // Kept once it worked: no second download, the same instances.
    expect(await client.getFirebaseAuth()).toBe(auth);
    expect(await client.getFirebaseDatabase()).toBe(database);
    expect(requests).toHaveLength(1);
  });
});
