import { describe, expect, it } from 'vitest';
import { hasAtSign, isValidEmail, normalizeEmail } from './email.ts';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Ana.Gomez@Ejemplo.COM ')).toBe('ana.gomez@ejemplo.com');
  });
});

describe('hasAtSign', () => {
  it('accepts anything with an @', () => {
    expect(hasAtSign('a@b')).toBe(true);
    expect(hasAtSign('ana.ejemplo.com')).toBe(false);
    expect(hasAtSign('')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['ana@ejemplo.com', 'a.b+c@sub.dominio.com.ar'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    'ana',
    'ana@',
    '@ejemplo.com',
    'ana@ejemplo',
    'ana gomez@ejemplo.com',
    'ana@@ejemplo.com',
    '',
    'ana,gomez@ejemplo.com',
    'ana@ejemplo,com.ar',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});
