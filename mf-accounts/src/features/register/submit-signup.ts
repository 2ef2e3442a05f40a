/**
 * The sign-up write, under an anonymous session if there is none. The rules want a session, one request
 * per DNI, one per session a minute (throttle/{uid}) and SIGNUP_LIMITS.perWindow an hour for the whole
 * site (cupos/solicitudes), so the three are written in one atomic update.
 */
import { withTimeout } from '@frio/shared/timeout';
import type { SignupRequest } from '@frio/shared/types';
import { SIGNUP_LIMITS, type SignupWindow } from '@frio/shared/roles';
import { SignupBusyError, SignupThrottledError, SignupTimeoutError } from './signup-errors.ts';

/** Offline, the SDK queues writes forever; the visitor gets an answer instead. */
const SIGNUP_TIMEOUT_MS = 15_000;

export async function submitSignup(dni: number, record: SignupRequest, timeoutMs = SIGNUP_TIMEOUT_MS): Promise<void> {
  await withTimeout(write(dni, record), timeoutMs, () => new SignupTimeoutError());
}

/** How far apart the browser's estimate of the server's clock and the server's own may be. */
const CLOCK_SLACK_MS = 60_000;

/**
 * The window's next value: the same window one count up, 'new' for a new one from the server's `now`,
 * or 'full'. Near the window's end the browser's estimate of the server's clock may be wrong either
 * way: on a retry there (`retry`), the other choice is taken.
 */
export function nextWindow(
  current: SignupWindow | null,
  serverNow: number,
  retry = false,
): SignupWindow | 'new' | 'full' {
  if (current === null) return 'new';
  const left = current.desde + SIGNUP_LIMITS.windowMs - serverNow;
  const open = left > 0 !== (retry && Math.abs(left) < CLOCK_SLACK_MS);
  if (!open) return 'new';
  return current.n >= SIGNUP_LIMITS.perWindow ? 'full' : { desde: current.desde, n: current.n + 1 };
}

async function write(dni: number, record: SignupRequest): Promise<void> {
  const { getFirebaseDatabase, loadDatabaseSdk, readOnce, requestSession } = await import('@frio/shared/firebase');
  const { uid } = await requestSession();
  const [database, sdk] = await Promise.all([getFirebaseDatabase(), loadDatabaseSdk()]);
  const once = async <T>(path: string) => (await readOnce(path)) as T;
  const serverNow = async () =>
    Date.now() + ((await once<number | null>('.info/serverTimeOffset').catch(() => 0)) ?? 0);
  const attempt = async (retry: boolean) => {
    const [current, now] = await Promise.all([once<SignupWindow | null>('cupos/solicitudes'), serverNow()]);
    const next = nextWindow(current, now, retry);
    if (next === 'full') throw new SignupBusyError();
    await sdk.update(sdk.ref(database), {
      [`solicitudes/${dni}`]: record,
      [`throttle/${uid}`]: { en: sdk.serverTimestamp(), dni },
      'cupos/solicitudes': next === 'new' ? { desde: sdk.serverTimestamp(), n: 1 } : next,
    });
  };
  try {
    await attempt(false);
  } catch (error) {
    if (error instanceof SignupBusyError) throw error;
    // Refused: tell a second request within the minute from a DNI already registered.
    const [stamp, now] = await Promise.all([
      once<{ en?: number } | number | null>(`throttle/${uid}`).catch(() => null),
      serverNow(),
    ]);
    const stampedAt = typeof stamp === 'number' ? stamp : stamp?.en;
    if (typeof stampedAt === 'number' && now - stampedAt < SIGNUP_LIMITS.sessionMs)
      throw new SignupThrottledError(error);
    // Another visitor's request may have taken this count meanwhile, or the window ended by the server's
    // clock and not by ours: once more, from a fresh read. Any other refusal is the first one.
    await attempt(true).catch((retried: unknown) => {
      throw retried instanceof SignupBusyError ? retried : error;
    });
  }
}
