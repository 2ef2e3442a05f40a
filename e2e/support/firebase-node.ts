/** A firebase@12 client in Node, pointed at the local backend, for the security-rules tests. */
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInWithEmailAndPassword,
  createUserWithEmailAndPassword,
  signInAnonymously,
  sendEmailVerification,
  applyActionCode,
  signOut,
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
import { SIGNUP_LIMITS, type SignupWindow } from '@frio/shared/roles';
import { localTarget } from '../../backend/src/import/targets.ts';

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
 * The next count of the site-wide window `cupos/solicitudes` as the site computes it (mf-accounts'
 * submit-signup.ts): the same window one count up, or a new one from the server's time.
 */
export async function nextSignupWindow(client: Client): Promise<Record<string, unknown>> {
  const current = (await readOnce(ref(client.db, 'cupos/solicitudes'))) as SignupWindow | null;
  const offset = ((await readOnce(ref(client.db, '.info/serverTimeOffset'))) as number | null) ?? 0;
  return current && Date.now() + offset - current.desde < SIGNUP_LIMITS.windowMs
    ? { desde: current.desde, n: current.n + 1 }
    : { desde: serverTimestamp(), n: 1 };
}

/**
 * A sign-up request written as the site writes it: solicitudes/{dni}, the session's throttle/{uid}
 * stamp (the server's time and this DNI) and the site-wide window's next count in one atomic update
 * (the rules want a session, allow one request per stamp, per session per minute, and 20 an hour in
 * all). Without a session the stamp is written under 'sin-sesion'.
 */
export async function sendSignupRequest(client: Client, dni: string | number, record: Record<string, unknown>) {
  const uid = client.auth.currentUser?.uid ?? 'sin-sesion';
  const stampDni = Number.isFinite(Number(dni)) ? Number(dni) : 0;
  return update(ref(client.db), {
    [`solicitudes/${dni}`]: record,
    [`throttle/${uid}`]: { en: serverTimestamp(), dni: stampDni },
    'cupos/solicitudes': await nextSignupWindow(client),
  });
}

/**
 * Opens a new site-wide window of sign-up requests, through the local backend's admin endpoint (as the
 * Admin SDK could): tests that send several requests start from an empty window.
 */
export async function openSignupWindow(): Promise<void> {
  await localTarget().apply({ 'cupos/solicitudes': null });
}

/** Removes requests a test made in bulk, so the specs after it (the owner's /admin) see the demo's few. */
export async function removeSignupRequests(dnis: readonly string[]): Promise<void> {
  await localTarget().apply(Object.fromEntries(dnis.map((dni) => [`solicitudes/${dni}`, null])));
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

/**
 * Creates an account with a password and verifies its e-mail the way its owner would: the verification
 * e-mail the Auth emulator holds, applied, then a fresh sign-in (its ID token carries `email_verified`).
 */
export async function signInAsVerifiedUser(client: Client, email: string, password = 'secreto123'): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(client.auth, email, password);
  await sendEmailVerification(user);
  const response = await fetch(`http://127.0.0.1:${backendPorts.auth}/emulator/v1/projects/demo-frio/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const code = oobCodes.findLast((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL');
  if (!code) throw new Error(`no verification e-mail for ${email}`);
  await applyActionCode(client.auth, code.oobCode);
  await signOut(client.auth);
  const credential = await signInWithEmailAndPassword(client.auth, email, password);
  const { claims } = await credential.user.getIdTokenResult();
  if (claims.email_verified !== true) throw new Error(`${email} is not verified`);
}

export { signInWithEmailAndPassword, signInAnonymously };
