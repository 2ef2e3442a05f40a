/**
 * The Realtime Database wire protocol of one client connection, spoken here rather than by firebase-server
 * (which still keeps the data and the rules engine): its handler checked partial messages, took any
 * token, ignored `unauth` and unlisten, and never took back a listener the rules stopped allowing. Here:
 * - every message is whole and parsed before anything acts on it; anything else closes the connection;
 * - `auth` counts only with a token `verifyToken` accepts; `unauth` drops it;
 * - whenever the data or a connection's auth changes, every open listener is asked the rules again and
 *   cancelled if no longer allowed, as Firebase does: after Salir, or once the owner revokes a
 *   technician, no list-2 price reaches it.
 */
import { createRequire } from 'node:module';
import type { FirebaseServerInstance, TargaryenDatabase } from './database-rest.ts';
import type { TokenClaims } from './local-guards.ts';

const require = createRequire(import.meta.url);
const { getFirebaseHash } = require('firebase-server/dist/lib/firebase-hash') as {
  getFirebaseHash(value: unknown): string;
};

/** The longest frame sent, in characters (the SDK's own limit for what it receives). */
const MAX_FRAME = 16384;
/** The most frames one message may announce (a 7 MB Publicar is about 450). */
const MAX_FRAMES = 100_000;

interface ClientWebSocket {
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Snapshot {
  exportVal(): unknown;
}
interface StoreRef {
  child(path: string): StoreRef;
  on(event: 'value', callback: (snapshot: Snapshot | null) => void): unknown;
  off(event: 'value', callback: (snapshot: Snapshot | null) => void): void;
  once(event: 'value', callback: (snapshot: Snapshot) => void): unknown;
  set(value: unknown): unknown;
  update(value: unknown): unknown;
}

/** What the rules see as `auth`: firebase-server's shape, from verified claims only. */
interface Auth {
  uid: string;
  provider: unknown;
  token: TokenClaims;
}

interface Request {
  r?: number;
  a: string;
  b: Record<string, unknown>;
}

/** A client's message as the protocol has it, or null when it is anything else. */
function parseClientMessage(text: string): { t: 'd'; d: Request } | { t: 'c' } | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const { t, d } = message as { t?: unknown; d?: unknown };
  if (t === 'c') return { t: 'c' };
  if (t !== 'd' || typeof d !== 'object' || d === null || Array.isArray(d)) return null;
  const { r, a, b } = d as { r?: unknown; a?: unknown; b?: unknown };
  if (r !== undefined && !Number.isSafeInteger(r)) return null;
  if (typeof a !== 'string') return null;
  if (b !== undefined && (typeof b !== 'object' || b === null || Array.isArray(b))) return null;
  return { t: 'd', d: { r: r as number | undefined, a, b: (b ?? {}) as Record<string, unknown> } };
}

/**
 * The SDK sends a message longer than a frame as a count ("450") and then that many frames, and `0` as a
 * keep-alive. Each whole message is parsed once: re-parsing at every frame made a 7 MB Publicar take 66 s.
 */
function frameJoiner(onText: (text: string) => void): (data: unknown) => void {
  let expected = 0;
  let parts: string[] = [];
  return (data) => {
    const text = String(data);
    if (expected === 0) {
      if (text === '0') return;
      if (/^[1-9][0-9]{0,5}$/.test(text) && Number(text) <= MAX_FRAMES) {
        expected = Number(text);
        parts = [];
        return;
      }
      onText(text);
      return;
    }
    parts.push(text);
    if (parts.length === expected) {
      expected = 0;
      const whole = parts.join('');
      parts = [];
      onText(whole);
    }
  };
}

function normalizePath(raw: unknown): { path: string; isPriority: boolean } {
  let path = typeof raw === 'string' ? raw : '';
  const isPriority = /\/?\.priority$/.test(path);
  if (isPriority) path = path.replace(/\/?\.priority$/, '');
  return { path: path.replace(/^\/+/, '').replace(/\/+$/, ''), isPriority };
}

const TIMESTAMP = JSON.stringify({ '.sv': 'timestamp' });

function replaceServerTimestamp(now: number, value: unknown): unknown {
  if (typeof value === 'object' && value !== null) {
    if (JSON.stringify(value) === TIMESTAMP) return now;
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, replaceServerTimestamp(now, child)]));
  }
  return value;
}

interface Listen {
  path: string;
  /** The SDK's query object for a tagged query (sent back when the listen is cancelled). */
  query: unknown;
  ref: StoreRef;
  callback: (snapshot: Snapshot | null) => void;
}

interface Connection {
  auth: Auth | null;
  listens: Map<string, Listen>;
  /** Cancels each listener the rules no longer allow for this connection's auth. */
  recheck(database: TargaryenDatabase): void;
}

/**
 * Takes over firebase-server's WebSocket connections. `verifyToken` vouches for an ID token (its claims,
 * or null). Every later change of `server.targaryen` (a client's write, the admin endpoint's update, a
 * REST write) asks the rules again about every open listener before the new data is sent to anyone.
 */
export function serveConnections(
  server: FirebaseServerInstance,
  verifyToken: (token: string) => Promise<TokenClaims | null>,
): void {
  const connections = new Set<Connection>();
  let database = server.targaryen;
  Object.defineProperty(server, 'targaryen', {
    configurable: true,
    enumerable: true,
    get: () => database,
    set(next: TargaryenDatabase) {
      database = next;
      for (const connection of connections) connection.recheck(next);
    },
  });
  const store = server.baseRef as unknown as StoreRef;

  server.wss.removeAllListeners('connection');
  server.wss.on('connection', (socket: ClientWebSocket) => handleConnection(socket));

  function handleConnection(socket: ClientWebSocket): void {
    let open = true;
    const send = (message: unknown) => {
      if (!open) return;
      const payload = JSON.stringify(message);
      const frames = Math.ceil(payload.length / MAX_FRAME);
      socket.send(String(frames));
      for (let start = 0; start < payload.length; start += MAX_FRAME)
        socket.send(payload.slice(start, start + MAX_FRAME));
    };
    const answer = (r: number | undefined, status: string, data: unknown = {}) => {
      if (r !== undefined) send({ t: 'd', d: { r, b: { s: status, d: data } } });
    };

    const connection: Connection = {
      auth: null,
      listens: new Map(),
      recheck(current) {
        for (const [key, listen] of connection.listens) {
          if (current.as(connection.auth).read(listen.path).allowed) continue;
          detach(key);
          // The SDK removes the listen and calls its cancel callback with permission_denied.
          send({
            t: 'd',
            d: { a: 'c', b: { p: `/${listen.path}`, ...(listen.query ? { q: [listen.query] } : {}) } },
          });
        }
      },
    };
    connections.add(connection);

    const refOf = (path: string) => (path ? store.child(path) : store);
    const listenKey = (path: string, query: unknown) => `${path}|${JSON.stringify(query ?? null)}`;
    function detach(key: string) {
      const listen = connection.listens.get(key);
      if (!listen) return;
      listen.ref.off('value', listen.callback);
      connection.listens.delete(key);
    }

    function listen({ r, b }: Request) {
      const { path } = normalizePath(b.p);
      if (!database.as(connection.auth).read(path).allowed) {
        answer(r, 'permission_denied', 'Permission denied');
        return;
      }
      const key = listenKey(path, b.q);
      detach(key);
      const ref = refOf(path);
      let first = true;
      const callback = (snapshot: Snapshot | null) => {
        // The rules engine's data can lag the store's by a write (the admin endpoint): never send what
        // the rules do not allow now; the recheck that follows cancels the listener.
        if (!snapshot || !database.as(connection.auth).read(path).allowed) return;
        send({ t: 'd', d: { a: 'd', b: { p: path, d: snapshot.exportVal() } } });
        if (first) {
          first = false;
          answer(r, 'ok');
        }
      };
      connection.listens.set(key, { path, query: b.q, ref, callback });
      ref.on('value', callback);
    }

    function update({ r, b }: Request) {
      const { path } = normalizePath(b.p);
      const now = Date.now();
      const value = replaceServerTimestamp(now, b.d);
      const result = database.as(connection.auth).update(path, value as Record<string, unknown>, now);
      if (!result.allowed) {
        answer(r, 'permission_denied', 'Permission denied');
        return;
      }
      server.targaryen = result.newDatabase;
      refOf(path).update(value);
      answer(r, 'ok');
    }

    async function set({ r, b }: Request) {
      const { path, isPriority } = normalizePath(b.p);
      const ref = refOf(path);
      const now = Date.now();
      let value = replaceServerTimestamp(now, b.d);
      const current = () => new Promise<unknown>((resolve) => ref.once('value', (snap) => resolve(snap.exportVal())));
      if (isPriority) {
        const parent = await current();
        value =
          typeof parent === 'object' && parent !== null
            ? { ...parent, '.priority': value }
            : { '.priority': value, '.value': parent };
      }
      // A transaction names the value it was computed from: a stale one is sent the current value again.
      if (typeof b.h === 'string') {
        const stored = await current();
        if (b.h !== getFirebaseHash(stored)) {
          send({ t: 'd', d: { a: 'd', b: { p: path, d: stored } } });
          answer(r, 'datastale', 'Transaction hash does not match');
          return;
        }
      }
      // Judged after the waits, on the data as it is now, and applied at once.
      const result = database.as(connection.auth).write(path, value, now);
      if (!result.allowed) {
        answer(r, 'permission_denied', 'Permission denied');
        return;
      }
      server.targaryen = result.newDatabase;
      ref.set(value);
      answer(r, 'ok');
    }

    async function authenticate({ r, b }: Request) {
      const claims = typeof b.cred === 'string' ? await verifyToken(b.cred) : null;
      const uid = claims?.user_id ?? claims?.sub;
      connection.auth = claims && typeof uid === 'string' ? { uid, provider: claims.provider_id, token: claims } : null;
      connection.recheck(database);
      if (connection.auth) answer(r, 'ok', { auth: claims, expires: claims?.exp });
      else answer(r, 'invalid_token', 'Could not verify the auth token.');
    }

    function unauthenticate({ r }: Request) {
      connection.auth = null;
      connection.recheck(database);
      answer(r, 'ok', '');
    }

    async function handle(request: Request) {
      switch (request.a) {
        case 'q':
        case 'l':
          return listen(request);
        case 'n':
          detach(listenKey(normalizePath(request.b.p).path, request.b.q));
          return answer(request.r, 'ok');
        case 'm':
          return update(request);
        case 'p':
          return set(request);
        case 'auth':
        case 'gauth':
          return authenticate(request);
        case 'unauth':
          return unauthenticate(request);
        default:
          // get, onDisconnect and stats: firebase-server never answered them.
          return;
      }
    }

    // One message at a time, in order: a listen after an auth waits for the auth's verdict.
    let queue = Promise.resolve();
    const refuse = () => {
      open = false;
      socket.close(1008, 'not a message of the protocol');
    };
    socket.on(
      'message',
      frameJoiner((text) => {
        if (!open) return;
        const message = parseClientMessage(text);
        if (!message) return refuse();
        if (message.t !== 'd') return;
        queue = queue.then(() => handle(message.d)).catch(() => refuse());
      }),
    );
    socket.on('close', () => {
      open = false;
      for (const key of [...connection.listens.keys()]) detach(key);
      connections.delete(connection);
    });

    send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: server.name, s: '' } } });
  }
}
