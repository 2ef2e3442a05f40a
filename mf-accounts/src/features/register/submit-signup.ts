/**
 * Firebase Auth and the Realtime Database for the sign-up: opens a session if there is none (an
 * anonymous one, invisible to the visitor), then creates solicitudes/{dni} and stamps throttle/{uid}
 * in one atomic write (rules: a session, create-only per DNI, one request per session per minute).
 */
import { withTimeout } from '@frio/shared/timeout';
import type { SignupRequest } from '@frio/shared/types';
import { SignupThrottledError, SignupTimeoutError } from './signup-errors.ts';

/** Offline, the SDK queues writes forever; the visitor gets an answer instead. */
const SIGNUP_TIMEOUT_MS = 15_000;

/** database.rules.json: a session may send one request per minute. */
const THROTTLE_MS = 60_000;

export async function submitSignup(dni: number, record: SignupRequest, timeoutMs = SIGNUP_TIMEOUT_MS): Promise<void> {
  await withTimeout(write(dni, record), timeoutMs, () => new SignupTimeoutError());
}

async function write(dni: number, record: SignupRequest): Promise<void> {
  const { getFirebaseDatabase, loadDatabaseSdk, requestSession } = await import('@frio/shared/firebase');
  const { uid } = await requestSession();
  const [database, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
  try {
    await sdk.update(sdk.ref(database), {
      [`solicitudes/${dni}`]: record,
      [`throttle/${uid}`]: sdk.serverTimestamp(),
    });
  } catch (error) {
    // Refused: tell a second request within the minute from a DNI already registered.
    const once = <T>(path: string) =>
      new Promise<T>((resolve, reject) =>
        sdk.onValue(sdk.ref(database, path), (snapshot) => resolve(snapshot.val() as T), reject, { onlyOnce: true }),
      );
    const [stamp, offset] = await Promise.all([
      once<number | null>(`throttle/${uid}`).catch(() => null),
      once<number | null>('.info/serverTimeOffset').catch(() => 0),
    ]);
    if (typeof stamp === 'number' && Date.now() + (offset ?? 0) - stamp < THROTTLE_MS)
      throw new SignupThrottledError(error);
    throw error;
  }
}
