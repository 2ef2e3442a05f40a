/// <reference types="node" />
/**
 * The real client module against a real HTTP server on its own port: a first
 * connection that fails must not poison the later calls (Reintentar).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeFirebaseConfig } from './config.ts';

declare const jsdom: { reconfigure(options: { url: string }): void };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves /firebase-config.json (`config`) and any other path from `data`, 404 otherwise. */
function listen(
  port = 0,
  config?: RuntimeFirebaseConfig,
  data: Record<string, unknown> = {},
): Promise<{ port: number; requests: string[] }> {
  const requests: string[] = [];
  const http = createServer((request, response) => {
    const url = request.url ?? '';
    requests.push(url);
    const body = url === '/firebase-config.json' ? (config ?? {}) : data[url];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not found' }));
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

describe('a public read over REST', () => {
  const configFor = (port: number, siteKey?: string): RuntimeFirebaseConfig => ({
    firebase: { apiKey: 'demo-api-key', projectId: 'demo-rest', databaseURL: `http://127.0.0.1:${port}?ns=demo-rest` },
    ...(siteKey ? { appCheck: { recaptchaEnterpriseSiteKey: siteKey } } : {}),
  });

  it("asks the database's REST API for the path, keeping the namespace, with no SDK", async () => {
    const { port } = await listen();
    await stop();
    const { requests } = await listen(port, configFor(port), {
      '/catalogo/listas/cobre.json?ns=demo-rest': '{"campos":["id"],"filas":[[1]]}',
    });
    jsdom.reconfigure({ url: `http://127.0.0.1:${port}/productos/insumos/cobre` });
    vi.resetModules();
    const client = await import('./client.ts');
    expect(await client.readPublicOverRest('catalogo/listas/cobre')).toEqual({
      value: '{"campos":["id"],"filas":[[1]]}',
    });
    expect(requests).toEqual(['/firebase-config.json', '/catalogo/listas/cobre.json?ns=demo-rest']);
    // A path the server refuses (rules, or nothing there) is an error, not an empty answer.
    await expect(client.readPublicOverRest('usuarios/x')).rejects.toThrow('HTTP 404');
  });

  it('tries again after a server error, and not after a refusal', async () => {
    const requests: string[] = [];
    let port = 0;
    const http = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/firebase-config.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(configFor(port)));
      } else if (request.url?.startsWith('/catalogo/actualizado.json')) {
        const failing = requests.filter((url) => url.startsWith('/catalogo')).length < 3;
        response.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' });
        response.end(failing ? '{"error":"busy"}' : '1767225600000');
      } else {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end('{"error":"Permission denied"}');
      }
    });
    server = http;
    port = await new Promise<number>((resolve) =>
      http.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port)),
    );
    jsdom.reconfigure({ url: `http://127.0.0.1:${port}/` });
    vi.resetModules();
    const client = await import('./client.ts');
    expect(await client.readPublicOverRest('catalogo/actualizado')).toEqual({ value: 1767225600000 });
    expect(requests.filter((url) => url.startsWith('/catalogo'))).toHaveLength(3);
    await expect(client.readPublicOverRest('usuarios/x')).rejects.toThrow('HTTP 401');
    expect(requests.filter((url) => url.startsWith('/usuarios'))).toHaveLength(1);
  });

  it('leaves the read to the SDK when App Check is on (a REST request would carry no token)', async () => {
    const { port } = await listen();
    await stop();
    const { requests } = await listen(port, configFor(port, 'site-key'));
    jsdom.reconfigure({ url: `http://127.0.0.1:${port}/` });
    vi.resetModules();
    const client = await import('./client.ts');
    expect(await client.readPublicOverRest('catalogo/actualizado')).toBeUndefined();
    expect(requests).toEqual(['/firebase-config.json']);
  });
});

describe('a write while the browser says it has no network', () => {
  it('is refused unsent as offline, before the SDK is even loaded', async () => {
    const { requests } = await listen();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.resetModules();
    const client = await import('./client.ts');
    const updates = vi.fn(() => ({}));
    await expect(client.updateWhenConnected(updates, 1000)).rejects.toMatchObject({ reason: 'offline' });
    expect(updates).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    vi.restoreAllMocks();
  });
});
