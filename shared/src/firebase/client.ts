/**
 * The Firebase client: touches Firebase Auth and the Realtime Database.
 * One app per page, created lazily from the deploy-time /firebase-config.json on first use; shared as a
 * federation singleton, so every unit that imports this module gets the same app and auth state.
 * When the config names emulators (the local demo backend) the SDK is pointed at them.
 */
import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';

export interface RuntimeFirebaseConfig {
  firebase: FirebaseOptions;
  emulators?: { authUrl?: string; databaseHost?: string; databasePort?: number };
}

const CONFIG_URL = '/firebase-config.json';

let configPromise: Promise<RuntimeFirebaseConfig> | undefined;
let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;
let databasePromise: Promise<Database> | undefined;

/** Use a given config instead of fetching /firebase-config.json (embeds, tests). Call before first use. */
export function configureFirebase(config: RuntimeFirebaseConfig): void {
  configPromise = Promise.resolve(config);
}

function loadConfig(): Promise<RuntimeFirebaseConfig> {
  configPromise ??= fetch(CONFIG_URL, { cache: 'no-store' }).then(async (response) => {
    if (!response.ok) throw new Error(`firebase config: HTTP ${response.status}`);
    return (await response.json()) as RuntimeFirebaseConfig;
  });
  configPromise.catch(() => {
    configPromise = undefined; // a later call may try again
  });
  return configPromise;
}

function getApp(): Promise<FirebaseApp> {
  appPromise ??= loadConfig().then((config) => initializeApp(config.firebase));
  appPromise.catch(() => {
    appPromise = undefined;
  });
  return appPromise;
}

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= Promise.all([getApp(), loadConfig(), import('firebase/auth')]).then(([app, config, sdk]) => {
    // localStorage persistence lets the shell see a session without loading Firebase (see session.ts).
    const auth = sdk.initializeAuth(app, { persistence: sdk.browserLocalPersistence });
    auth.languageCode = 'es';
    if (config.emulators?.authUrl) sdk.connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
    return auth;
  });
  return authPromise;
}

export function getFirebaseDatabase(): Promise<Database> {
  databasePromise ??= Promise.all([getApp(), loadConfig(), import('firebase/database')]).then(([app, config, sdk]) => {
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
  return databasePromise;
}

/** The SDK modules, for feature IO modules (so no component imports firebase/* directly). */
export const loadAuthSdk = () => import('firebase/auth');
export const loadDatabaseSdk = () => import('firebase/database');
