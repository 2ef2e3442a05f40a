/**
 * The Firebase client (Auth, the Realtime Database, App Check in production): one app per page, made
 * lazily from the deploy-time /firebase-config.json and shared as a federation singleton, so every unit
 * gets the same app and auth state.
 */
import type { FirebaseApp } from 'firebase/app';
import pRetry, { AbortError } from 'p-retry';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { withTimeout } from '../site/timeout.ts';
import { appCheckSiteKey, type RuntimeFirebaseConfig } from './config.ts';
import { readOnceThrough, subscribeThrough, type ReadOptions, type Reading } from './listen.ts';
import { once } from '../site/once.ts';

export type { RuntimeFirebaseConfig };

const CONFIG_URL = '/firebase-config.json';

let givenConfig: RuntimeFirebaseConfig | undefined;

/** Use a given config instead of fetching /firebase-config.json (embeds, tests). Call before first use. */
export function configureFirebase(config: RuntimeFirebaseConfig): void {
  givenConfig = config;
}

const loadConfig = once(async (): Promise<RuntimeFirebaseConfig> => {
  if (givenConfig) return givenConfig;
  const response = await fetch(new URL(CONFIG_URL, document.baseURI), { cache: 'no-store' });
  if (!response.ok) throw new Error(`firebase config: HTTP ${response.status}`);
  return (await response.json()) as RuntimeFirebaseConfig;
});

/**
 * Start fetching the deploy's config now, for a page that will read soon: its read then does not wait
 * for the config after rendering. A failure is left for that read to report (and retry).
 */
export function prepareFirebase(): void {
  loadConfig().catch(() => {});
}

const getApp = once(async (): Promise<FirebaseApp> => {
  const config = await loadConfig();
  const siteKey = appCheckSiteKey(config);
  // App Check (production only) must exist before Auth or the Database sends its first request.
  const appCheck = siteKey ? await import('firebase/app-check') : undefined;
  const { initializeApp } = await import('firebase/app');
  const app = initializeApp(config.firebase);
  if (appCheck && siteKey) {
    appCheck.initializeAppCheck(app, {
      provider: new appCheck.ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  return app;
});

export const getFirebaseAuth = once(async (): Promise<Auth> => {
  const [app, config, sdk] = await Promise.all([getApp(), loadConfig(), import('firebase/auth')]);
  // localStorage persistence lets the shell see a session without loading Firebase (see session.ts).
  const auth = sdk.initializeAuth(app, { persistence: sdk.browserLocalPersistence });
  auth.languageCode = 'es';
  if (config.emulators?.authUrl) sdk.connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
  return auth;
});

export const getFirebaseDatabase = once(async (): Promise<Database> => {
  const [app, config, sdk] = await Promise.all([getApp(), loadConfig(), import('firebase/database')]);
  const database = sdk.getDatabase(app);
  const { databaseHost, databasePort } = config.emulators ?? {};
  if (databaseHost && databasePort) {
    // The local server (firebase-server) speaks WebSocket only. The SDK would otherwise start with long
    // polling whenever an earlier socket closed before it was marked healthy (a visitor who left the
    // catalogue within seconds), and never reach the local database.
    sdk.forceWebSockets();
    sdk.connectDatabaseEmulator(database, databaseHost, databasePort);
  }
  return database;
});

/**
 * The REST URL of a path visitors may read (under the rules, with no session); undefined when REST cannot
 * serve the read: the config names no databaseURL, or App Check is on (the request would carry no App
 * Check token and be refused).
 */
export async function publicRestUrl(path: string): Promise<string | undefined> {
  const config = await loadConfig();
  const base = config.firebase.databaseURL;
  if (!base || appCheckSiteKey(config)) return undefined;
  const url = new URL(base); // the local backend's keeps its ?ns=
  const segments = path.split('/').map(encodeURIComponent).join('/');
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${segments}.json`;
  return url.href;
}

/**
 * A public path over the database's REST API: one small request instead of the Database SDK (about 140 KB
 * of JavaScript) and its socket. A dropped connection or a 5xx is retried until `signal` aborts, as the
 * SDK keeps reconnecting; a 4xx is final. Undefined when REST cannot serve the read: use the SDK.
 */
export async function readPublicOverRest(path: string, signal?: AbortSignal): Promise<{ value: unknown } | undefined> {
  const url = await publicRestUrl(path);
  if (!url) return undefined;
  const value = await pRetry(
    async () => {
      const response = await fetch(url, { signal });
      if (response.ok) return (await response.json()) as unknown;
      const failure = new Error(`${path}: HTTP ${response.status}`);
      throw response.status < 500 ? new AbortError(failure) : failure;
    },
    // Offline (the browser knows: no signal, a saved catalogue answering) a retry cannot help: fail at once.
    {
      retries: 30,
      minTimeout: 250,
      maxTimeout: 2_000,
      signal,
      shouldRetry: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    },
  );
  return { value };
}

/** The SDK modules, for feature IO modules (so no component imports firebase/* directly). */
export const loadAuthSdk = () => import('firebase/auth');
export const loadDatabaseSdk = () => import('firebase/database');

/**
 * Before a read that must answer soon (a first load or Reintentar): when the Database is not connected,
 * make it try the server now. After an outage the SDK waits out a growing back-off (up to 30 s) between
 * attempts, so a server that is back would otherwise stay unseen past the caller's timeout.
 */
export async function connectDatabaseNow(database: Database): Promise<void> {
  const sdk = await loadDatabaseSdk();
  const connected = await new Promise<boolean>((resolve) =>
    sdk.onValue(sdk.ref(database, '.info/connected'), (snapshot) => resolve(snapshot.val() === true), {
      onlyOnce: true,
    }),
  );
  if (connected) return;
  sdk.goOffline(database);
  sdk.goOnline(database);
}

/** How long a write waits for the database's connection before it is refused unsent. */
const CONNECT_WAIT_MS = 8_000;

/**
 * Why an owner's write did not go through: `offline` when the database was not reachable (nothing was
 * sent, nothing will be written: the action may simply be retried), `unconfirmed` when it was sent but
 * not confirmed in time (the SDK keeps it and applies it whole if the connection comes back).
 */
export class DatabaseWriteError extends Error {
  constructor(
    readonly reason: 'offline' | 'unconfirmed',
    cause?: unknown,
  ) {
    super(reason === 'offline' ? 'database offline' : 'write not confirmed', { cause });
    this.name = 'DatabaseWriteError';
  }
}

/**
 * Resolves once the database is connected (asking the SDK to reconnect at once); rejects with
 * DatabaseWriteError('offline') after CONNECT_WAIT_MS. Before a step that must not run while a write
 * that follows it would be refused (an account made for an approval the database cannot take).
 */
export async function whenDatabaseConnected(): Promise<void> {
  // The browser knows it has no network (a phone's cut signal): the SDK's open socket may not know yet.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new DatabaseWriteError('offline');
  const [database, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
  await connectDatabaseNow(database);
  const connected = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, CONNECT_WAIT_MS);
    const stop = sdk.onValue(sdk.ref(database, '.info/connected'), (snapshot) => {
      if (snapshot.val() !== true) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(true);
    });
  });
  if (!connected) throw new DatabaseWriteError('offline');
}

/**
 * One atomic multi-path update of the database root, sent only once the database is connected. The SDK
 * would queue a write made while offline and send it whenever the connection returns, so an owner told
 * "no se cambió nada" could see the change happen minutes later; this refuses such a write unsent. A
 * refusal of the rules rejects with the SDK's own error.
 */
export async function updateWhenConnected(
  updates: (serverTime: object) => Record<string, unknown>,
  timeoutMs: number,
): Promise<void> {
  await whenDatabaseConnected();
  const [database, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
  await withTimeout(
    sdk.update(sdk.ref(database), updates(sdk.serverTimestamp())),
    timeoutMs,
    () => new DatabaseWriteError('unconfirmed'),
  );
}

/**
 * The session that may write a sign-up request: the signed-in user, or else an anonymous session,
 * created on the spot and invisible to the visitor (session.ts and the account widget ignore it).
 * The rules want a session for `solicitudes` so that each write can be throttled per session.
 */
export async function requestSession(): Promise<{ uid: string }> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser;
  const credential = await sdk.signInAnonymously(auth);
  return credential.user;
}

/**
 * Creates an account for `email` in a throwaway in-memory app, so the owner approving a technician stays
 * signed in. The password is random and never shown: the technician sets theirs through the password
 * e-mail. 'existed' when the e-mail already has an account (nothing is changed; who chose its password is
 * unknown).
 */
export async function createAccountFor(email: string): Promise<{ uid: string } | 'existed'> {
  const [config, { initializeApp, deleteApp }, sdk] = await Promise.all([
    loadConfig(),
    import('firebase/app'),
    loadAuthSdk(),
  ]);
  const app = initializeApp(config.firebase, `alta-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  try {
    const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence });
    if (config.emulators?.authUrl) sdk.connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
    const password = Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => byte.toString(16)).join('');
    try {
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      await sdk.signOut(auth);
      return { uid: user.uid };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-already-in-use') return 'existed';
      throw error;
    }
  } finally {
    await deleteApp(app);
  }
}

/** The page's one database for reading (listen.ts). */
const reading = async (): Promise<Reading> => {
  const [db, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
  return { db, sdk, connectNow: connectDatabaseNow };
};

/**
 * Follows `path` through the page's one app (resolves to the unsubscribe), and reads it once. Units reach
 * them through this module, the federation singleton, never through a module of their own that imports
 * it: that would bundle a second app without the page's sign-in.
 */
export const subscribe = (path: string, onValue: (value: unknown) => void, onError: (error: Error) => void) =>
  subscribeThrough(reading, path, onValue, onError);
export const readOnce = (path: string, options?: ReadOptions) => readOnceThrough(reading, path, options);
