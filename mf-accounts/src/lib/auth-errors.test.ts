import { describe, expect, it } from 'vitest';
import {
  resetErrorMessage,
  signInErrorMessage,
  RESET_FALLBACK_MESSAGE,
  SIGN_IN_FALLBACK_MESSAGE,
} from './auth-errors.ts';
import { NETWORK_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from './errors.ts';

/** What the Firebase SDK rejects with: a FirebaseError has a code and a message. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}

describe('signInErrorMessage', () => {
  it.each(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/invalid-email'])(
    '%s → Email o contraseña incorrectos',
    (code) => {
      expect(signInErrorMessage(firebaseError(code))).toBe('Email o contraseña incorrectos');
    },
  );

  it('auth/user-not-found → El usuario al que intenta acceder no existe', () => {
    expect(signInErrorMessage(firebaseError('auth/user-not-found'))).toBe(
      'El usuario al que intenta acceder no existe',
    );
  });

  it('network failures get a Spanish message', () => {
    expect(signInErrorMessage(firebaseError('auth/network-request-failed'))).toBe(NETWORK_MESSAGE);
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_MESSAGE);
  });

  it('too many attempts gets a Spanish message', () => {
    expect(signInErrorMessage(firebaseError('auth/too-many-requests'))).toBe(TOO_MANY_REQUESTS_MESSAGE);
  });

  it('any other error shows the service’s own message', () => {
    expect(signInErrorMessage(firebaseError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).'))).toBe(
      'Firebase: Error (auth/user-disabled).',
    );
    expect(signInErrorMessage('  algo pasó  ')).toBe('algo pasó');
  });

  it.each([undefined, null, 42, {}, new Error(''), Object.assign(new Error('   '), { code: 'auth/internal-error' })])(
    'never returns an empty message (%j)',
    (error) => {
      expect(signInErrorMessage(error)).toBe(SIGN_IN_FALLBACK_MESSAGE);
    },
  );
});

describe('resetErrorMessage', () => {
  it('an unknown e-mail counts as sent (does not reveal whether the account exists)', () => {
    expect(resetErrorMessage(firebaseError('auth/user-not-found'))).toBeNull();
  });
  it('an e-mail the service rejects → Inserte un email valido', () => {
    expect(resetErrorMessage(firebaseError('auth/invalid-email'))).toBe('Inserte un email valido');
    expect(resetErrorMessage(firebaseError('auth/missing-email'))).toBe('Inserte un email valido');
  });
  it('network and throttling get Spanish messages', () => {
    expect(resetErrorMessage(firebaseError('auth/network-request-failed'))).toBe(NETWORK_MESSAGE);
    expect(resetErrorMessage(firebaseError('auth/too-many-requests'))).toBe(TOO_MANY_REQUESTS_MESSAGE);
  });
  it('anything else: the service’s message, never an empty one', () => {
    expect(resetErrorMessage(firebaseError('auth/quota-exceeded', 'Firebase: Error (auth/quota-exceeded).'))).toBe(
      'Firebase: Error (auth/quota-exceeded).',
    );
    expect(resetErrorMessage(undefined)).toBe(RESET_FALLBACK_MESSAGE);
    expect(resetErrorMessage(new Error(''))).toBe(RESET_FALLBACK_MESSAGE);
  });
});
