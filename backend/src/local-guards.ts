/**
 * What keeps the local demo backend from being an open door on the developer's network:
 * - it listens on 127.0.0.1 unless FRIO_BACKEND_HOST says otherwise;
 * - its admin endpoint (`/.frio-admin/…`, not bound by the rules, like the Admin SDK) wants a secret
 *   that the server and every local writer (the catalogue import, the tests) share: FRIO_ADMIN_SECRET,
 *   else a random one the server writes at start into a file of the user's temporary folder, per port,
 *   readable by that user only;
 * - an ID token counts only when the Auth emulator knows its account and the token's claims are the
 *   account's (the emulator signs nothing: its tokens are `alg: none`, so a forged one with
 *   `admin: true` read every request before).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backendPorts } from '@frio/tooling/units';

/** Where the local backend listens: loopback only, unless told otherwise. */
export const backendHost = (): string => process.env.FRIO_BACKEND_HOST || '127.0.0.1';

/** The header that carries the admin endpoint's secret. */
export const ADMIN_SECRET_HEADER = 'x-frio-admin-secret';

export function adminSecretFile(databasePort: number): string {
  return path.join(tmpdir(), `frio-admin-${databasePort}.secret`);
}

/** The server side: the secret from FRIO_ADMIN_SECRET, else a new random one, written for local writers. */
export function createAdminSecret(databasePort: number): string {
  const secret = process.env.FRIO_ADMIN_SECRET || randomBytes(32).toString('hex');
  writeFileSync(adminSecretFile(databasePort), secret, { mode: 0o600 });
  return secret;
}

/** A writer's side: FRIO_ADMIN_SECRET, else the file the server on that port wrote (null when none). */
export function readAdminSecret(databasePort: number): string | null {
  if (process.env.FRIO_ADMIN_SECRET) return process.env.FRIO_ADMIN_SECRET;
  try {
    return readFileSync(adminSecretFile(databasePort), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

interface TokenClaims {
  user_id?: unknown;
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  [claim: string]: unknown;
}

interface EmulatorUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  customAttributes?: string;
}

/** The claims of a JWT, unverified (null when it is not one). */
function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Claims the Auth emulator sets itself; every other claim must be one of the account's custom claims. */
const standardClaims = new Set([
  'iss',
  'aud',
  'auth_time',
  'user_id',
  'sub',
  'iat',
  'exp',
  'email',
  'email_verified',
  'firebase',
  'name',
  'picture',
  'phone_number',
  'provider_id',
]);

/**
 * Whether `claims` are what the Auth emulator would issue for `user`: the same account, the same e-mail,
 * not verified when the account is not, and no custom claim the account does not have (pure).
 */
export function claimsMatchAccount(claims: TokenClaims, user: EmulatorUser): boolean {
  const uid = claims.user_id ?? claims.sub;
  if (uid !== user.localId) return false;
  if ((claims.email ?? null) !== (user.email ?? null)) return false;
  if (claims.email_verified === true && user.emailVerified !== true) return false;
  let custom: Record<string, unknown> = {};
  try {
    custom = user.customAttributes ? (JSON.parse(user.customAttributes) as Record<string, unknown>) : {};
  } catch {
    return false;
  }
  // A token issued before a claim was set lacks it (fewer rights, as on Firebase); it never holds one the
  // account does not have, or another value.
  return Object.keys(claims)
    .filter((claim) => !standardClaims.has(claim))
    .every((claim) => claim in custom && JSON.stringify(claims[claim]) === JSON.stringify(custom[claim]));
}

/** Whether the Auth emulator on `authPort` vouches for `token` (its account exists and the claims are its). */
async function verifyIdToken(token: string, authPort: number = backendPorts.auth): Promise<boolean> {
  const claims = decodeClaims(token);
  if (!claims) return false;
  try {
    const response = await fetch(
      `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local-backend`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken: token }) },
    );
    if (!response.ok) return false;
    const { users = [] } = (await response.json()) as { users?: EmulatorUser[] };
    return users.length === 1 && claimsMatchAccount(claims, users[0]!);
  } catch {
    return false;
  }
}

interface ClientMessage {
  d?: { a?: string; b?: { cred?: unknown } };
}

/** A client's message, or null when it is not a whole JSON one (it is passed on as it is). */
function parseMessage(text: string): ClientMessage | null {
  try {
    const message = JSON.parse(text) as unknown;
    return typeof message === 'object' && message !== null ? (message as ClientMessage) : null;
  } catch {
    return null;
  }
}

interface ClientSocket {
  on(event: string, listener: (data: unknown) => void): unknown;
}

/**
 * Checks every `auth` message of a database client before the server sees it: a token the Auth emulator
 * does not vouch for reaches the server as an unreadable one, which it answers with `invalid_token` (the
 * client then has no auth). Messages keep their order: those after an `auth` wait for its answer.
 */
export function verifyAuthMessages(authPort: number = backendPorts.auth) {
  return (socket: ClientSocket): void => {
    const on = socket.on.bind(socket);
    socket.on = (event, listener) => {
      if (event !== 'message') return on(event, listener);
      let queue = Promise.resolve();
      return on('message', (data) => {
        queue = queue.then(async () => {
          const message = parseMessage(String(data));
          const body = message?.d?.b;
          if (body && (message?.d?.a === 'auth' || message?.d?.a === 'gauth') && typeof body.cred === 'string') {
            if (!(await verifyIdToken(body.cred, authPort))) {
              body.cred = 'refused-by-the-local-backend';
              listener(JSON.stringify(message));
              return;
            }
          }
          listener(data);
        });
      });
    };
  };
}
