/**
 * Attacks on the local database's WebSocket, each against a real database (startDatabase, seeded like
 * the demo) and the real Auth emulator of the local backend (started here when none answers), through a
 * raw WebSocket or the Firebase SDK.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, onValue, ref, update, type DataSnapshot } from 'firebase/database';
import { ports } from '@frio/tooling/ports';
import { backendPorts } from '@frio/tooling/units';
import { technicianKey } from '@frio/shared/roles';
import { seedData, startDatabase } from './database-server.ts';
import { demoOwner, demoTechnician, demoTechnicians } from './demo-data.ts';

const backend = path.join(import.meta.dirname, '..');
const authUrl = `http://127.0.0.1:${backendPorts.auth}`;

async function authAnswers(): Promise<boolean> {
  try {
    return (await fetch(authUrl)).ok;
  } catch {
    return false;
  }
}

/** The Auth emulator of the local backend, seeded with the demo accounts: the running one, or one started here. */
async function ensureAuthEmulator(): Promise<ChildProcess | undefined> {
  const tsx = path.join(backend, 'node_modules/.bin/tsx');
  let emulator: ChildProcess | undefined;
  if (!(await authAnswers())) {
    // firebase-tools' CLI is the backend's own dependency: on PATH only under pnpm, so put it there.
    const bin = path.join(backend, 'node_modules/.bin');
    const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
    emulator = spawn(tsx, ['src/emulators.ts'], { cwd: backend, env, stdio: 'ignore', detached: true });
    let exited: number | null | undefined;
    emulator.on('exit', (code) => (exited = code));
    const until = Date.now() + 240_000;
    while (!(await authAnswers())) {
      if (exited !== undefined) throw new Error(`the Auth emulator stopped (exit ${exited}) before answering`);
      if (Date.now() > until) throw new Error(`the Auth emulator did not answer on ${authUrl}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  const seed = spawn(tsx, ['src/seed-auth.ts'], { cwd: backend, stdio: 'ignore' });
  await new Promise((resolve) => seed.on('exit', resolve));
  return emulator;
}

let emulator: ChildProcess | undefined;
let database: Awaited<ReturnType<typeof startDatabase>>;
let port: number;

beforeAll(async () => {
  emulator = await ensureAuthEmulator();
  database = await startDatabase(0, seedData(), { authPort: backendPorts.auth });
  port = (database as unknown as { getPort(): number }).getPort();
}, 300_000);

afterAll(async () => {
  await database?.close();
  if (emulator?.pid) process.kill(-emulator.pid, 'SIGTERM');
});

/** base64url of a JSON value. */
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned ID token with `claims`, as anyone can write one (the emulator's own look the same). */
function forgedToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: 'https://securetoken.google.com/demo-frio',
    aud: 'demo-frio',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  })}.`;
}

const anyone = {
  user_id: 'atacante',
  sub: 'atacante',
  email: 'atacante@prueba.frio',
  email_verified: true,
  admin: true,
};

interface Received {
  /** Each request's answer status, by request number. */
  answers: Record<number, string>;
  /** Each data push's value, by path. */
  data: Record<string, unknown>;
  /** Each cancelled listen's path. */
  cancelled: string[];
  closed?: number;
}

/**
 * A raw WebSocket to the test database, speaking the wire protocol as a script would: `frames(send)` is
 * called after the server's handshake; resolves once `done` holds or after `waitMs`.
 */
function rawSession(
  frames: (send: (text: string) => void) => void,
  { origin, waitMs = 1500 }: { origin?: string; waitMs?: number } = {},
): Promise<Received & { refused?: number }> {
  return new Promise((resolve) => {
    const received: Received = { answers: {}, data: {}, cancelled: [] };
    const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=demo-frio`, origin ? { origin } : {});
    const finish = () => {
      socket.terminate();
      resolve(received);
    };
    socket.on('unexpected-response', (_request, response) => {
      resolve({ ...received, refused: response.statusCode });
      socket.terminate();
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      received.closed = code;
    });
    socket.on('message', (raw) => {
      const text = String(raw);
      if (/^\d+$/.test(text)) return;
      const message = JSON.parse(text) as {
        t: string;
        d: { t?: string; r?: number; a?: string; b?: { s?: string; d?: unknown; p?: string } };
      };
      if (message.t === 'c' && message.d.t === 'h') {
        frames((frame) => socket.send(frame));
        setTimeout(finish, waitMs);
        return;
      }
      if (message.d.a === 'd') received.data[message.d.b!.p!] = message.d.b!.d;
      if (message.d.a === 'c') received.cancelled.push(message.d.b!.p!);
      if (typeof message.d.r === 'number') received.answers[message.d.r] = message.d.b?.s ?? '';
    });
  });
}

const authMessage = (token: string) => JSON.stringify({ t: 'd', d: { r: 1, a: 'auth', b: { cred: token } } });
const listenMessage = (r: number, at: string) =>
  JSON.stringify({ t: 'd', d: { r, a: 'q', b: { p: `/${at}`, h: '' } } });

describe('who may open a connection', () => {
  it("refuses a page of another site (an unsigned owner's token from a web page read every sign-up request)", async () => {
    const owner = forgedToken({
      user_id: demoOwner.uid,
      sub: demoOwner.uid,
      email: demoOwner.email,
      email_verified: true,
      admin: true,
    });
    for (const origin of [
      'http://evil.example',
      `http://evil.example:${ports.shell}`,
      `https://localhost:${ports.shell}`,
    ]) {
      const session = await rawSession(
        (send) => {
          send(authMessage(owner));
          send(listenMessage(2, 'solicitudes'));
        },
        { origin },
      );
      expect(session, origin).toMatchObject({ refused: 401, data: {} });
    }
  });

  it("lets in the site's pages and a program on this machine (no Origin: not a browser)", async () => {
    for (const origin of [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.accounts}`, undefined]) {
      const session = await rawSession((send) => send(listenMessage(2, 'catalogo/actualizado')), { origin });
      expect(session.answers[2], String(origin)).toBe('ok');
    }
  });
});

describe('what the server acts on', () => {
  it('refuses an auth message split in two frames instead of letting the store join it unchecked', async () => {
    const message = authMessage(forgedToken(anyone));
    const cut = message.indexOf('"cred"');
    const session = await rawSession((send) => {
      send(message.slice(0, cut));
      send(message.slice(cut));
      send(listenMessage(2, 'solicitudes'));
    });
    expect(session.answers).toEqual({});
    expect(session.data).toEqual({});
    expect(session.closed).toBe(1008);
  });

  it('checks a token sent as the SDK sends a long message (a count, then that many frames)', async () => {
    const message = authMessage(forgedToken(anyone));
    const session = await rawSession((send) => {
      send('2');
      send(message.slice(0, 40));
      send(message.slice(40));
      send(listenMessage(2, 'solicitudes'));
    });
    expect(session.answers).toEqual({ 1: 'invalid_token', 2: 'permission_denied' });
    expect(session.data).toEqual({});
  });

  it("refuses a token the emulator would not have issued: another project's, expired, or with another header", async () => {
    const owner = { user_id: demoOwner.uid, sub: demoOwner.uid, email: demoOwner.email, email_verified: true };
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      forgedToken({ ...owner, aud: 'otro-proyecto', iss: 'https://securetoken.google.com/otro-proyecto' }),
      forgedToken({ ...owner, iat: now - 7200, exp: now - 3600 }),
      forgedToken(owner).replace(/^[^.]+/, part({ alg: 'HS256', typ: 'JWT' })),
    ];
    for (const token of tokens) {
      const session = await rawSession((send) => {
        send(authMessage(token));
        send(listenMessage(2, 'cuentas'));
      });
      expect(session.answers).toEqual({ 1: 'invalid_token', 2: 'permission_denied' });
    }
  });
});

/** A Firebase SDK client of the test database and the local Auth emulator. */
function sdkClient(name: string) {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-frio', databaseURL: `http://localhost:${port}?ns=demo-frio` },
    `${name}-${process.pid}-${Date.now()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, authUrl, { disableWarnings: true });
  const db = getDatabase(app);
  connectDatabaseEmulator(db, 'localhost', port);
  return { auth, db, close: () => deleteApp(app) };
}

/** A listener's values, and whether it was cancelled (and why). */
function watch(db: ReturnType<typeof getDatabase>, at: string) {
  const values: unknown[] = [];
  let cancelled: Error | undefined;
  const first = new Promise<void>((resolve, reject) => {
    onValue(
      ref(db, at),
      (snapshot: DataSnapshot) => {
        values.push(snapshot.val());
        resolve();
      },
      (error) => {
        cancelled = error;
        reject(error);
      },
    );
  });
  return { values, first, cancelled: () => cancelled };
}

async function until(condition: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}

describe('a listener the rules stop allowing is cancelled, as Firebase does', () => {
  const productId = () => Object.keys((seedData() as { privado: { precios: object } }).privado.precios)[0]!;

  it('after Salir, the same connection reads no technician price', async () => {
    const technician = sdkClient('tecnico');
    const owner = sdkClient('dueno');
    try {
      await signInWithEmailAndPassword(technician.auth, demoTechnician.email, demoTechnician.password);
      await signInWithEmailAndPassword(owner.auth, demoOwner.email, demoOwner.password);
      const id = productId();
      const prices = watch(technician.db, `privado/precios/${id}`);
      await prices.first;
      await signOut(technician.auth);
      expect(await until(() => prices.cancelled() !== undefined), 'the listener was not cancelled').toBe(true);
      expect(prices.cancelled()?.message).toMatch(/permission_denied/);
      await update(ref(owner.db), { [`privado/precios/${id}`]: 4321 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(prices.values).not.toContain(4321);
    } finally {
      await technician.close();
      await owner.close();
    }
  });

  it("once the owner revokes a technician, the technician's open listener gets no new price", async () => {
    const technician = sdkClient('tecnico');
    const owner = sdkClient('dueno');
    const key = technicianKey(demoTechnician.email);
    try {
      await signInWithEmailAndPassword(technician.auth, demoTechnician.email, demoTechnician.password);
      await signInWithEmailAndPassword(owner.auth, demoOwner.email, demoOwner.password);
      const id = productId();
      const prices = watch(technician.db, `privado/precios/${id}`);
      await prices.first;
      // What Revocar writes (mf-accounts' revokeTechnician).
      await update(ref(owner.db), { [`tecnicos/${key}`]: null });
      expect(await until(() => prices.cancelled() !== undefined), 'the listener was not cancelled').toBe(true);
      await update(ref(owner.db), { [`privado/precios/${id}`]: 8765 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(prices.values).not.toContain(8765);
    } finally {
      await update(ref(owner.db), { [`tecnicos/${key}`]: demoTechnicians[key] });
      await technician.close();
      await owner.close();
    }
  });
});
