/** Reading the code and message of whatever a Firebase call rejected with (pure). */

export interface ErrorInfo {
  /** e.g. 'auth/wrong-password', 'PERMISSION_DENIED'; '' when there is none */
  code: string;
  /** the service's own message, trimmed; '' when there is none */
  message: string;
}

export function errorInfo(error: unknown): ErrorInfo {
  if (typeof error === 'string') return { code: '', message: error.trim() };
  if (typeof error !== 'object' || error === null) return { code: '', message: '' };
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : '',
    message: typeof message === 'string' ? message.trim() : '',
  };
}

/** A fetch that never reached the server (offline, DNS, CORS) or the SDK saying so. */
export function isNetworkError({ code, message }: ErrorInfo): boolean {
  return (
    code === 'auth/network-request-failed' ||
    code === 'network' ||
    /failed to fetch|network ?error|networkerror|load failed/i.test(message)
  );
}

export const NETWORK_MESSAGE = 'No pudimos conectarnos. Revisá tu conexión a internet e intentá de nuevo.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Hubo demasiados intentos seguidos. Esperá unos minutos e intentá de nuevo.';
