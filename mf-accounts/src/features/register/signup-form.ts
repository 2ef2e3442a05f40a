/**
 * The technician sign-up form (docs/contract.md "Data entities", "Forms"): validation and the record written to solicitudes/{dni}.
 * Pure. Every rule mirrors database.rules.json, so a request that passes here is one the rules accept.
 */
import type { SignupRequest } from '@frio/shared/types';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from '../../lib/email.ts';

const signupFields = ['nombre', 'apellido', 'telefono', 'dni', 'email', 'localidad'] as const;
export type SignupField = (typeof signupFields)[number];
export type SignupValues = Record<SignupField, string>;

export const emptySignup: SignupValues = { nombre: '', apellido: '', telefono: '', dni: '', email: '', localidad: '' };

const MAX_DNI = 99_999_999;
export const messages = {
  required: 'Por favor, complete todos los campos',
  email: INVALID_EMAIL_MESSAGE,
  dni: 'Ingresá un DNI válido: solo números, de 1 a 8 cifras (sin letras).',
  telefono:
    'Ingresá un teléfono válido: entre 6 y 25 caracteres, con al menos 6 números; solo números, espacios, +, ( ) y -.',
  nombre: 'El apellido y el nombre juntos no pueden superar los 120 caracteres.',
  localidad: 'La localidad debe tener entre 2 y 80 caracteres.',
} as const;

/** A rule the form breaks: its message and the fields it is about (the first shows the message). */
export interface SignupProblem {
  message: string;
  fields: SignupField[];
}

export type SignupValidation =
  { ok: true; dni: number; record: SignupRequest } | { ok: false; problems: SignupProblem[] };

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** DNI as typed ("30.123.456", "30 123 456" or "30123456") → its number, or null when it is not one. */
export function parseDni(raw: string): number | null {
  const digits = raw.trim().replace(/[.\s]/g, '');
  if (!/^\d{1,8}$/.test(digits)) return null;
  const dni = Number(digits);
  return dni >= 1 && dni <= MAX_DNI ? dni : null;
}

/** What the database rules check too: 6–25 characters, of which at least 6 are digits (one can call it back). */
function isValidPhone(telefono: string): boolean {
  return telefono.length <= 25 && /^[ +()-]*([0-9][ +()-]*){6,}$/.test(telefono);
}

/**
 * Missing fields come first and alone (docs/contract.md "Forms"); with every field filled in, every rule
 * that fails is said at once, so the visitor fixes them in one go. `now` is the request's fecha (ms).
 */
export function validateSignup(values: SignupValues, now: number): SignupValidation {
  const v = Object.fromEntries(signupFields.map((field) => [field, collapse(values[field])])) as SignupValues;

  const missing = signupFields.filter((field) => v[field] === '');
  if (missing.length > 0) return { ok: false, problems: [{ message: messages.required, fields: missing }] };

  // In the form's order (nombre, apellido, teléfono, DNI, e-mail, localidad): the first is focused.
  const failed: SignupProblem[] = [];
  const nombre = `${v.apellido} ${v.nombre}`;
  if (nombre.length > 120) failed.push({ message: messages.nombre, fields: ['nombre', 'apellido'] });
  if (!isValidPhone(v.telefono)) failed.push({ message: messages.telefono, fields: ['telefono'] });
  const dni = parseDni(v.dni);
  if (dni === null) failed.push({ message: messages.dni, fields: ['dni'] });
  const email = normalizeEmail(v.email);
  if (!isValidEmail(email)) failed.push({ message: messages.email, fields: ['email'] });
  if (v.localidad.length < 2 || v.localidad.length > 80) {
    failed.push({ message: messages.localidad, fields: ['localidad'] });
  }
  // (A DNI that is not one is among `failed`; tested again so the type knows `dni` is a number below.)
  if (failed.length > 0 || dni === null) return { ok: false, problems: failed };

  return {
    ok: true,
    dni,
    record: { nombre, email, telefono: v.telefono, fecha: now, dni, localidad: v.localidad },
  };
}
