/** A firebase@12 client in Node, pointed at the local backend, for the security-rules tests. */
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInWithEmailAndPassword,
  createUserWithEmailAndPassword,
  signInAnonymously,
  type Auth,
} from 'firebase/auth';
import {
  connectDatabaseEmulator,
  getDatabase,
  onValue,
  ref,
  serverTimestamp,
  update,
  type Database,
  type Query,
} from 'firebase/database';
import { backendPorts } from '@frio/tooling/units';

let counter = 0;
// Denied writes are the point of these tests; the SDK's warnings about them are noise.
setLogLevel('silent');

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
  close(): Promise<void>;
}

export function createClient(): Client {
  const app = initializeApp(
    {
      apiKey: 'demo-api-key',
      projectId: 'demo-frio',
      databaseURL: `http://localhost:${backendPorts.database}?ns=demo-frio`,
    },
    `rules-${process.pid}-${counter++}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${backendPorts.auth}`, { disableWarnings: true });
  const db = getDatabase(app);
  connectDatabaseEmulator(db, 'localhost', backendPorts.database);
  return { app, auth, db, close: () => deleteApp(app) };
}

/** One-time read (firebase-server answers listens, not get()). */
export function readOnce(query: Query): Promise<unknown> {
  return new Promise((resolve, reject) =>
    onValue(query, (snapshot) => resolve(snapshot.val()), reject, { onlyOnce: true }),
  );
}

export async function signInAsNewUser(client: Client): Promise<string> {
  const email = `usuario-${Date.now()}-${counter++}@prueba.frio`;
  const credential = await createUserWithEmailAndPassword(client.auth, email, 'secreto123');
  return credential.user.uid;
}

/**
 * A sign-up request written as the site writes it: solicitudes/{dni} and the session's throttle/{uid}
 * stamp in one atomic update (the rules want a session and allow one request per session per minute).
 * Without `uid` the client's current session is used ('sin-sesion' when it has none).
 */
export function sendSignupRequest(client: Client, dni: string | number, record: Record<string, unknown>) {
  const uid = client.auth.currentUser?.uid ?? 'sin-sesion';
  return update(ref(client.db), { [`solicitudes/${dni}`]: record, [`throttle/${uid}`]: serverTimestamp() });
}

/** The same, from a fresh anonymous session, as a visitor's browser does. */
export async function sendSignupRequestAsVisitor(
  client: Client,
  dni: string | number,
  record: Record<string, unknown>,
) {
  await signInAnonymously(client.auth);
  return sendSignupRequest(client, dni, record);
}

export { signInWithEmailAndPassword, signInAnonymously };
