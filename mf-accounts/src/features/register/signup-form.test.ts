import { describe, expect, it } from 'vitest';
import { emptySignup, messages, parseDni, validateSignup, type SignupValues } from './signup-form.ts';

const NOW = 1_750_000_000_000;
const valid: SignupValues = {
  nombre: 'Ana María',
  apellido: 'Gómez',
  telefono: '+54 9 3455 40-1234',
  dni: '30123456',
  email: 'ana@ejemplo.com',
  localidad: 'Villaguay',
};
const fail = (overrides: Partial<SignupValues>) => validateSignup({ ...valid, ...overrides }, NOW);

describe('validateSignup: required fields', () => {
  it('an empty form asks for every field', () => {
    expect(validateSignup(emptySignup, NOW)).toEqual({
      ok: false,
      problems: [
        {
          message: 'Por favor, complete todos los campos',
          fields: ['nombre', 'apellido', 'telefono', 'dni', 'email', 'localidad'],
        },
      ],
    });
  });
  it.each(['nombre', 'apellido', 'telefono', 'dni', 'email', 'localidad'] as const)(
    '%s missing (or only spaces)',
    (field) => {
      expect(fail({ [field]: '   ' })).toEqual({
        ok: false,
        problems: [{ message: messages.required, fields: [field] }],
      });
    },
  );
});

describe('validateSignup: e-mail', () => {
  it.each(['ana', 'ana@ejemplo', 'ana @ejemplo.com', '@ejemplo.com'])('%j → Inserte un email valido', (email) => {
    expect(fail({ email })).toEqual({
      ok: false,
      problems: [{ message: 'Inserte un email valido', fields: ['email'] }],
    });
  });
  it('is trimmed and lowercased', () => {
    const result = fail({ email: '  Ana.Gomez@Ejemplo.COM  ' });
    expect(result.ok && result.record.email).toBe('ana.gomez@ejemplo.com');
  });
});

describe('validateSignup: DNI', () => {
  it.each(['abc', '30A12345', '123456789', '0', '00000000', '-5', '3.5e7', '30123456.5'])(
    '%j is rejected with its own message',
    (dni) => {
      expect(fail({ dni })).toEqual({ ok: false, problems: [{ message: messages.dni, fields: ['dni'] }] });
    },
  );
  it('the message is clear Spanish', () => {
    expect(messages.dni).toMatch(/DNI/);
    expect(messages.dni).toMatch(/8 cifras/);
  });
  it.each([
    ['1', 1],
    ['99999999', 99_999_999],
    ['30.123.456', 30_123_456],
    [' 30 123 456 ', 30_123_456],
    ['0123', 123],
  ])('%j → %d', (raw, expected) => {
    expect(parseDni(raw)).toBe(expected);
  });
});

describe('validateSignup: limits of database.rules.json', () => {
  it('telefono: 6..25 of digits, spaces, + ( ) -, at least 6 of them digits', () => {
    for (const telefono of ['12345', 'llamame', '3455-40123x', '1'.repeat(26), '(((---)))', '------', '12 34 5 ()']) {
      expect(fail({ telefono })).toEqual({
        ok: false,
        problems: [{ message: messages.telefono, fields: ['telefono'] }],
      });
    }
    for (const telefono of ['123456', '(03455) 40-1234', '+5493455401234', '1'.repeat(25)]) {
      expect(fail({ telefono }).ok).toBe(true);
    }
  });
  it('apellido + nombre: at most 120 characters', () => {
    expect(fail({ apellido: 'A'.repeat(60), nombre: 'B'.repeat(60) })).toEqual({
      ok: false,
      problems: [{ message: messages.nombre, fields: ['nombre', 'apellido'] }],
    });
    expect(fail({ apellido: 'A'.repeat(60), nombre: 'B'.repeat(59) }).ok).toBe(true);
  });
  it('localidad: 2..80 characters', () => {
    expect(fail({ localidad: 'X' })).toEqual({
      ok: false,
      problems: [{ message: messages.localidad, fields: ['localidad'] }],
    });
    expect(fail({ localidad: 'X'.repeat(81) })).toEqual({
      ok: false,
      problems: [{ message: messages.localidad, fields: ['localidad'] }],
    });
    expect(fail({ localidad: 'XY' }).ok).toBe(true);
  });
});

describe('validateSignup: the record', () => {
  it('joins apellido and nombre, keeps the phone, stamps fecha, stores dni as a number', () => {
    expect(validateSignup(valid, NOW)).toEqual({
      ok: true,
      dni: 30_123_456,
      record: {
        nombre: 'Gómez Ana María',
        email: 'ana@ejemplo.com',
        telefono: '+54 9 3455 40-1234',
        fecha: NOW,
        dni: 30_123_456,
        localidad: 'Villaguay',
      },
    });
  });
  it('trims every field and collapses inner spaces', () => {
    const result = validateSignup(
      {
        nombre: '  Ana   María ',
        apellido: ' Gómez ',
        telefono: ' 3455 401234 ',
        dni: ' 30.123.456 ',
        email: ' ANA@ejemplo.com',
        localidad: '  Villa   Elisa ',
      },
      NOW,
    );
    expect(result.ok && result.record).toEqual({
      nombre: 'Gómez Ana María',
      email: 'ana@ejemplo.com',
      telefono: '3455 401234',
      fecha: NOW,
      dni: 30_123_456,
      localidad: 'Villa Elisa',
    });
  });
  it('has exactly the six fields the rules allow', () => {
    const result = validateSignup(valid, NOW);
    expect(result.ok && Object.keys(result.record).sort()).toEqual([
      'dni',
      'email',
      'fecha',
      'localidad',
      'nombre',
      'telefono',
    ]);
  });
});

describe('several rules failing at once', () => {
  it('says every one of them, in the form order, and marks each field', () => {
    expect(fail({ email: 'no-es-mail', dni: '12ab', telefono: 'abc' })).toEqual({
      ok: false,
      problems: [
        { message: messages.telefono, fields: ['telefono'] },
        { message: messages.dni, fields: ['dni'] },
        { message: 'Inserte un email valido', fields: ['email'] },
      ],
    });
  });

  it('a single failing rule is said alone', () => {
    expect(fail({ dni: '12ab' })).toEqual({
      ok: false,
      problems: [{ message: messages.dni, fields: ['dni'] }],
    });
  });
});
