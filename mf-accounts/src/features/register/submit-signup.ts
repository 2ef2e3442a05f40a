/** Realtime Database for the sign-up: creates solicitudes/{dni} (rules: create-only, validated). */
import { withTimeout } from '@frio/shared/timeout';
import type { SignupRequest } from '@frio/shared/types';
import { SignupTimeoutError } from './signup-errors.ts';

/** Offline, the SDK queues writes forever; the visitor gets an answer instead. */
const SIGNUP_TIMEOUT_MS = 15_000;

export async function submitSignup(dni: number, record: SignupRequest, timeoutMs = SIGNUP_TIMEOUT_MS): Promise<void> {
  const { getFirebaseDatabase, loadDatabaseSdk } = await import('@frio/shared/firebase');
  const [database, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
  const write = sdk.set(sdk.ref(database, `solicitudes/${dni}`), record);
  await withTimeout(write, timeoutMs, () => new SignupTimeoutError());
}
