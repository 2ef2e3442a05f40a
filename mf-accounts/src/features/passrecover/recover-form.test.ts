import { describe, expect, it } from 'vitest';
import { confirmationText, validateRecoverEmail } from './recover-form.ts';

describe('validateRecoverEmail', () => {
  it.each(['', '  ', 'tecnico.demo.frio'])('%j → Inserte un email valido', (email) => {
    expect(validateRecoverEmail(email)).toEqual({ ok: false, message: 'Inserte un email valido' });
  });
  it('trims and lowercases the e-mail', () => {
    expect(validateRecoverEmail('  Tecnico@Demo.FRIO ')).toEqual({ ok: true, email: 'tecnico@demo.frio' });
  });
});

describe('confirmationText', () => {
  it('does not say whether the account exists', () => {
    const text = confirmationText('alguien@ejemplo.com');
    expect(text).toContain('Si existe una cuenta');
    expect(text).toContain('alguien@ejemplo.com');
    expect(text).not.toMatch(/no existe|no encontramos|no está registrad/i);
  });
});
