import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-form.ts';

describe('validateLogin', () => {
  it.each(['', '   ', 'tecnico.demo.frio'])('an e-mail without @ (%j) → Inserte un email valido', (email) => {
    expect(validateLogin(email, 'demo1234')).toEqual({ ok: false, message: 'Inserte un email valido', field: 'email' });
  });
  it('an empty password → Inserte una contraseña', () => {
    expect(validateLogin('tecnico@demo.frio', '')).toEqual({
      ok: false,
      message: 'Inserte una contraseña',
      field: 'password',
    });
  });
  it('checks the e-mail first', () => {
    expect(validateLogin('x', '')).toMatchObject({ field: 'email' });
  });
  it('lowercases and trims the e-mail; leaves the password as typed', () => {
    expect(validateLogin('  Tecnico@Demo.FRIO ', ' demo 1234 ')).toEqual({
      ok: true,
      email: 'tecnico@demo.frio',
      password: ' demo 1234 ',
    });
  });
  it('only requires an @ (the service judges the rest)', () => {
    expect(validateLogin('a@b', 'x')).toEqual({ ok: true, email: 'a@b', password: 'x' });
  });
});
