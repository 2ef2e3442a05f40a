/**
 * What keeps the local demo backend from being an open door on the developer's network:
 * - it listens on 127.0.0.1 unless FRIO_BACKEND_HOST says otherwise;
 * - its admin endpoint (not bound by the rules) wants a secret the server and every local writer share:
 *   FRIO_ADMIN_SECRET, else a random one written at start to a file only this user can read;
 * - an ID token counts only when the Auth emulator knows its account and the token's claims are the
 *   account's (the emulator signs nothing: anyone could forge a token with `admin: true`);
 * - a browser page opens a database connection only from the site's own origins.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ports } from '@frio/tooling/ports';
import { backendPorts } from '@frio/tooling/units';

export const backendHost = (): string => process.env.FRIO_BACKEND_HOST || '127.0.0.1';

export const ADMIN_SECRET_HEADER = 'x-frio-admin-secret';

export function adminSecretFile(databasePort: number): string {
  return path.join(tmpdir(), `frio-admin-${databasePort}.secret`);
}

export function createAdminSecret(databasePort: number): string {
  const secret = process.env.FRIO_ADMIN_SECRET || randomBytes(32).toString('hex');
  writeFileSync(adminSecretFile(databasePort), secret, { mode: 0o600 });
  return secret;
}

export function readAdminSecret(databasePort: number): string | null {
  if (process.env.FRIO_ADMIN_SECRET) return process.env.FRIO_ADMIN_SECRET;
  try {
    return readFileSync(adminSecretFile(databasePort), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export interface TokenClaims {
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

/** Unverified. */
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

/** Whether `claims` are what the Auth emulator would issue for `user`. */
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

/** The header the Auth emulator gives every ID token it issues (it signs nothing). */
const EMULATOR_HEADER = { alg: 'none', typ: 'JWT' };

/**
 * The claims of `token` when the Auth emulator on `authPort` vouches for it, else null. The emulator signs
 * nothing, so this is all a token can be checked against: anyone who can reach the emulator can still
 * have it issue one (docs: the local backend's limits). `accounts:lookup` refuses a deleted, disabled or
 * revoked account.
 */
export async function verifyIdToken(
  token: string,
  authPort: number = backendPorts.auth,
  projectId = 'demo-frio',
): Promise<TokenClaims | null> {
  const [header, , signature] = token.split('.');
  const claims = decodeClaims(token);
  if (!claims || signature !== '' || !header) return null;
  try {
    if (
      JSON.stringify(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))) !== JSON.stringify(EMULATOR_HEADER)
    )
      return null;
  } catch {
    return null;
  }
  const now = Date.now() / 1000;
  if (claims.iss !== `https://securetoken.google.com/${projectId}` || claims.aud !== projectId) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= now || typeof claims.iat !== 'number' || claims.iat > now + 60)
    return null;
  try {
    const response = await fetch(
      `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local-backend`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken: token }) },
    );
    if (!response.ok) return null;
    const { users = [] } = (await response.json()) as { users?: EmulatorUser[] };
    return users.length === 1 && claimsMatchAccount(claims, users[0]!) ? claims : null;
  } catch {
    return null;
  }
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a WebSocket handshake's Origin may open a database connection. WebSockets are not bound by CORS,
 * so without this any page open in the developer's browser could talk to the database. No Origin is not a
 * browser (a page cannot remove it). When the backend is opened to the network (FRIO_BACKEND_HOST), a
 * phone reaches the site by the machine's address: any host on the site's ports.
 */
export function originAllowed(origin: string | undefined, host: string = backendHost()): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const sitePorts = [
    ports.shell,
    ports.content,
    ports.catalogue,
    ports.calculator,
    ports.accounts,
    ports.partnerDemo,
    ports.faultShell,
  ].map(String);
  if (url.protocol !== 'http:' || !sitePorts.includes(url.port)) return false;
  return loopbackHosts.has(url.hostname) || !loopbackHosts.has(host);
}
