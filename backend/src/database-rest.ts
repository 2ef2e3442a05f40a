/**
 * The local database's HTTP helpers: a request's JSON body, a JSON response (gzipped past 1 KB), and
 * the REST reads and multi-path updates the port answers (database-server.ts), with the types of the
 * firebase-server and targaryen objects they touch.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

interface Snapshot {
  val(): unknown;
}
interface Ref {
  update(values: Record<string, unknown>): Promise<void>;
  child(path: string): Ref;
  once(event: 'value'): Promise<Snapshot>;
}
export interface TargaryenDatabase {
  as(auth: unknown): {
    read(path: string): { allowed: boolean };
    update(
      path: string,
      patch: Record<string, unknown>,
      now: number,
    ): { allowed: boolean; newDatabase: TargaryenDatabase };
    write(path: string, value: unknown, now: number): { allowed: boolean; newDatabase: TargaryenDatabase };
  };
  snapshot(path: string): Snapshot;
  rules: unknown;
  root: unknown;
  with(updates: { data?: unknown; now?: number }): TargaryenDatabase;
}
export interface FirebaseServerInstance {
  name: string;
  wss: {
    on(event: 'connection', listener: (socket: never) => void): void;
    removeAllListeners(event: 'connection'): void;
    options: { verifyClient?: ((info: { origin?: string }) => boolean) | null };
  };
  setRules(rules: unknown): void;
  close(): Promise<void>;
  getValue(): Promise<unknown>;
  baseRef: Ref;
  targaryen: TargaryenDatabase;
}

export async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Answers of at least this many bytes go gzip-compressed to a client that accepts it. */
const COMPRESS_FROM_BYTES = 1024;

export function send(
  response: ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string> = {},
  acceptEncoding = '',
) {
  // No keep-alive: a client reusing a socket the server is closing would fail ("other side closed").
  const body = Buffer.from(JSON.stringify(payload));
  // A large REST read (a rubro's list, the search index) is compressed, as a production server's answer
  // is, so that local measurements count what a visitor's connection carries.
  const gzip = body.length >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(acceptEncoding);
  response.writeHead(status, {
    'content-type': 'application/json',
    connection: 'close',
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    ...headers,
  });
  response.end(gzip ? gzipSync(body) : body);
}

/** `GET /<path>.json`: the REST read of a visitor (rules applied with no auth), readable from any origin. */
export async function restRead(
  server: FirebaseServerInstance,
  pathname: string,
  response: ServerResponse,
  acceptEncoding = '',
) {
  const cors = { 'access-control-allow-origin': '*' };
  const path = decodeURIComponent(pathname.slice(1, -'.json'.length));
  if (!server.targaryen.as(null).read(path).allowed) {
    send(response, 401, { error: 'Permission denied' }, cors);
    return;
  }
  const snapshot = await (path ? server.baseRef.child(path) : server.baseRef).once('value');
  send(response, 200, snapshot.val(), cors, acceptEncoding);
}

function isIncrement(value: unknown): value is { '.sv': { increment: number } } {
  const sv = (value as { '.sv'?: { increment?: unknown } } | null)?.['.sv'];
  return typeof sv === 'object' && sv !== null && typeof sv.increment === 'number';
}

/**
 * `PATCH /<path>.json` (or a POST with `?x-http-method-override=PATCH`, as the REST API takes it): a
 * visitor's multi-path update under the rules with no session, with the REST API's server-side
 * increment (`{".sv": {"increment": n}}`, resolved here against the current value; targaryen does not
 * know it). The WhatsApp consultation counters use it.
 */
export async function restPatch(
  server: FirebaseServerInstance,
  pathname: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const cors = { 'access-control-allow-origin': '*' };
  const path = decodeURIComponent(pathname.slice(1, -'.json'.length)).replace(/\/$/, '');
  const patch = await body(request);
  if (!path || typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    send(response, 400, { error: "Invalid data; couldn't parse JSON object." }, cors);
    return;
  }
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    if (isIncrement(value)) {
      const current = server.targaryen.snapshot(`${path}/${key}`).val();
      resolved[key] = (typeof current === 'number' ? current : 0) + value['.sv'].increment;
    } else resolved[key] = value;
  }
  const result = server.targaryen.as(null).update(path, resolved, Date.now());
  if (!result.allowed) {
    send(response, 401, { error: 'Permission denied' }, cors);
    return;
  }
  server.targaryen = result.newDatabase;
  // The internal client is offline: the write applies locally at once and its promise never settles.
  void server.baseRef.child(path).update(resolved);
  send(response, 200, resolved, cors);
}
