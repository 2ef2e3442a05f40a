/**
 * A failed write of solicitudes/{dni} as the Spanish message the visitor reads (pure). The form puts
 * its own 'Escribinos por WhatsApp' link under every message but the network one, so no message
 * names WhatsApp itself (it read twice otherwise).
 */
import { errorInfo, isNetworkError } from '../../lib/errors.ts';

export const signupErrorMessages = {
  /** Rules deny: the DNI already has a request (create-only) or the data was refused. */
  denied:
    'No pudimos enviar tu solicitud. Si ya te registraste con este DNI, no hace falta enviarla de nuevo: la estamos revisando.',
  throttled:
    'Ya enviamos una solicitud desde este navegador hace menos de un minuto. Esperá un momento e intentá de nuevo.',
  busy: 'Recibimos muchas solicitudes en la última hora y por ahora no podemos recibir más. Intentá de nuevo más tarde.',
  network: 'No pudimos enviar tu solicitud: revisá tu conexión a internet e intentá de nuevo.',
  other: 'No pudimos enviar tu solicitud. Intentá de nuevo en unos minutos.',
} as const;

export type SignupFailure = keyof typeof signupErrorMessages;

/** Raised by submitSignup when the database does not confirm the write in time. */
export class SignupTimeoutError extends Error {
  readonly code = 'network';
  constructor() {
    super('the database did not confirm the write in time');
    this.name = 'SignupTimeoutError';
  }
}

/** Raised by submitSignup when the rules refused a second request from this session within a minute. */
export class SignupThrottledError extends Error {
  readonly code = 'throttled';
  constructor(cause?: unknown) {
    super('one request per session per minute', { cause });
    this.name = 'SignupThrottledError';
  }
}

/** Raised by submitSignup when the site-wide hourly cap of requests (cupos/solicitudes) is reached. */
export class SignupBusyError extends Error {
  readonly code = 'busy';
  constructor(cause?: unknown) {
    super('the site-wide cap of requests per hour is reached', { cause });
    this.name = 'SignupBusyError';
  }
}

export function signupFailure(error: unknown): SignupFailure {
  if (error instanceof SignupThrottledError) return 'throttled';
  if (error instanceof SignupBusyError) return 'busy';
  const info = errorInfo(error);
  if (/permission[_ ]denied/i.test(info.code) || /permission[_ ]denied/i.test(info.message)) return 'denied';
  if (isNetworkError(info)) return 'network';
  return 'other';
}

export function signupErrorMessage(error: unknown): string {
  return signupErrorMessages[signupFailure(error)];
}
