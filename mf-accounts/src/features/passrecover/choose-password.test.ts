import { describe, expect, it } from 'vitest';
import { passwordError } from './choose-password.ts';

describe('passwordError', () => {
  it('asks for 6 characters and the same password twice', () => {
    expect(passwordError('abc', 'abc')).toBe('La contraseña debe tener al menos 6 caracteres.');
    expect(passwordError('secreto1', 'secreto2')).toBe('Las contraseñas no coinciden.');
    expect(passwordError('secreto1', 'secreto1')).toBeNull();
  });
});
