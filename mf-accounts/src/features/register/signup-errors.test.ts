import { describe, expect, it } from 'vitest';
import {
  signupErrorMessage,
  signupErrorMessages,
  SignupBusyError,
  SignupThrottledError,
  SignupTimeoutError,
} from './signup-errors.ts';

describe('signupErrorMessage', () => {
  it('rules denied (DNI already registered) → says it is under review', () => {
    // What the Realtime Database SDK rejects with.
    const denied = Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
    expect(signupErrorMessage(denied)).toBe(
      'No pudimos enviar tu solicitud. Si ya te registraste con este DNI, no hace falta enviarla de nuevo: la estamos revisando.',
    );
    expect(signupErrorMessage(new Error("permission_denied at /solicitudes/1: Client doesn't have permission"))).toBe(
      signupErrorMessages.denied,
    );
  });
  it('a second request within the minute → asks to wait, not to write on WhatsApp', () => {
    expect(signupErrorMessage(new SignupThrottledError(new Error('PERMISSION_DENIED')))).toBe(
      'Ya enviamos una solicitud desde este navegador hace menos de un minuto. Esperá un momento e intentá de nuevo.',
    );
  });
  it('the hourly cap of the whole site reached → says so and asks to try later', () => {
    expect(signupErrorMessage(new SignupBusyError(new Error('PERMISSION_DENIED')))).toBe(
      'Recibimos muchas solicitudes en la última hora y por ahora no podemos recibir más. Intentá de nuevo más tarde.',
    );
  });
  it('no confirmation in time or no connection → network message', () => {
    expect(signupErrorMessage(new SignupTimeoutError())).toBe(signupErrorMessages.network);
    expect(signupErrorMessage(new TypeError('Failed to fetch'))).toBe(signupErrorMessages.network);
  });
  it('anything else → a generic Spanish message, never empty', () => {
    for (const error of [undefined, null, new Error(''), new Error('boom'), { code: 42 }]) {
      expect(signupErrorMessage(error)).toBe(signupErrorMessages.other);
    }
  });
  it('no message names WhatsApp: the form adds the link once, under it', () => {
    for (const message of Object.values(signupErrorMessages)) expect(message).not.toMatch(/whatsapp/i);
  });
});
