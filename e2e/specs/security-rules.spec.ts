/**
 * database.rules.json, enforced by the local server, through the real SDK: every path's allowed and
 * denied cases (ARCHITECTURE.md "Data and the local backend", issue 5 "Security").
 */
import { test as base, expect } from '@playwright/test';
import { ref, set, remove, update, query, orderByChild, startAfter } from 'firebase/database';
import { signOut } from 'firebase/auth';
import {
  createClient,
  readOnce,
  signInAsNewUser,
  signInWithEmailAndPassword,
  type Client,
} from '../support/firebase-node.ts';

const test = base.extend<{ client: Client }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  client: async ({}, use) => {
    const client = createClient();
    await use(client);
    await signOut(client.auth).catch(() => {});
    await client.close();
  },
});

const denied = /permission.denied/i;

let dniSeq = Date.now() % 1_000_000;
function freshDni(): string {
  dniSeq += 1;
  return String(30_000_000 + dniSeq);
}

function request(dni: string, overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Gómez Ana María',
    email: 'ana@ejemplo.com',
    telefono: '3455 401234',
    fecha: Date.now(),
    dni: Number(dni),
    localidad: 'Villaguay',
    ...overrides,
  };
}

test.describe('productos', () => {
  test('anyone can read the catalogue, ordered by stock', async ({ client }) => {
    const products = (await readOnce(
      query(ref(client.db, 'productos'), orderByChild('stock'), startAfter(0)),
    )) as Record<string, { stock: number }>;
    expect(Object.keys(products).length).toBeGreaterThan(500);
    expect(Object.values(products).every((p) => typeof p.stock !== 'number' || p.stock > 0)).toBe(true);
  });
  test('no client can write it, signed in or not', async ({ client }) => {
    await expect(set(ref(client.db, 'productos/hack'), { nombre: 'X', stock: 1 })).rejects.toThrow(denied);
    await signInAsNewUser(client);
    await expect(update(ref(client.db, 'productos'), { hack: { nombre: 'X' } })).rejects.toThrow(denied);
  });
});

test.describe('catalogo (the per-rubro lists and the stamp the import writes)', () => {
  test('anyone can read a rubro list and the stamp', async ({ client }) => {
    const cobre = (await readOnce(ref(client.db, 'catalogo/listas/cobre'))) as Record<string, { nombre: string }>;
    expect(Object.keys(cobre).length).toBeGreaterThan(10);
    expect(Object.values(cobre).every((p) => p.nombre.toLowerCase().includes('cobre'))).toBe(true);
    expect(typeof (await readOnce(ref(client.db, 'catalogo/actualizado')))).toBe('number');
    await signInAsNewUser(client);
    expect(typeof (await readOnce(ref(client.db, 'catalogo/actualizado')))).toBe('number');
  });
  test('no client can write it, signed in or not', async ({ client }) => {
    await expect(set(ref(client.db, 'catalogo/actualizado'), Date.now())).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'catalogo/listas/cobre/hack'), { nombre: 'COBRE', stock: 1 })).rejects.toThrow(
      denied,
    );
    await expect(remove(ref(client.db, 'catalogo/listas/gas'))).rejects.toThrow(denied);
    await signInAsNewUser(client);
    await expect(update(ref(client.db, 'catalogo'), { actualizado: 1 })).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'catalogo/listas/cobre'), null)).rejects.toThrow(denied);
  });
});

test.describe('solicitudes', () => {
  test('a visitor can create a valid request once, never overwrite, delete or read it', async ({ client }) => {
    const dni = freshDni();
    await set(ref(client.db, `solicitudes/${dni}`), request(dni));
    await expect(set(ref(client.db, `solicitudes/${dni}`), request(dni, { nombre: 'Otro Nombre' }))).rejects.toThrow(
      denied,
    );
    await expect(remove(ref(client.db, `solicitudes/${dni}`))).rejects.toThrow(denied);
    await expect(set(ref(client.db, `solicitudes/${dni}/email`), 'otro@ejemplo.com')).rejects.toThrow(denied);
    await expect(readOnce(ref(client.db, `solicitudes/${dni}`))).rejects.toThrow(denied);
    await expect(readOnce(ref(client.db, 'solicitudes'))).rejects.toThrow(denied);
  });

  test('a signed-in user cannot read the requests either', async ({ client }) => {
    await signInAsNewUser(client);
    await expect(readOnce(ref(client.db, 'solicitudes'))).rejects.toThrow(denied);
  });

  const invalid: Array<[string, (dni: string) => Record<string, unknown>]> = [
    ['an extra field', (dni) => ({ ...request(dni), admin: true })],
    [
      'a missing field',
      (dni) => {
        const { localidad: _, ...rest } = request(dni);
        return rest;
      },
    ],
    ['dni as text', (dni) => request(dni, { dni })],
    ['dni not matching the key', (dni) => request(dni, { dni: Number(dni) + 1 })],
    ['fecha in the future', (dni) => request(dni, { fecha: Date.now() + 24 * 3600 * 1000 })],
    ['fecha as text', (dni) => request(dni, { fecha: 'hoy' })],
    ['a malformed e-mail', (dni) => request(dni, { email: 'ana-sin-arroba' })],
    ['an empty nombre', (dni) => request(dni, { nombre: '' })],
    ['a huge localidad', (dni) => request(dni, { localidad: 'x'.repeat(500) })],
    ['letters in the phone', (dni) => request(dni, { telefono: 'llamame' })],
  ];
  for (const [label, build] of invalid) {
    test(`rejects ${label}`, async ({ client }) => {
      const dni = freshDni();
      await expect(set(ref(client.db, `solicitudes/${dni}`), build(dni))).rejects.toThrow(denied);
    });
  }

  test('rejects a key that is not a DNI', async ({ client }) => {
    await expect(set(ref(client.db, 'solicitudes/abc'), request('1', { dni: 1 }))).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'solicitudes/123456789'), request('123456789'))).rejects.toThrow(denied);
  });
});

test.describe('usuarios', () => {
  test('the demo technician reads only their own profile', async ({ client }) => {
    const { user } = await signInWithEmailAndPassword(client.auth, 'tecnico@demo.frio', 'demo1234');
    expect(await readOnce(ref(client.db, `usuarios/${user.uid}`))).toMatchObject({ tipoPrecio: 2 });
    await expect(readOnce(ref(client.db, 'usuarios/otro-usuario'))).rejects.toThrow(denied);
    await expect(readOnce(ref(client.db, 'usuarios'))).rejects.toThrow(denied);
    await expect(set(ref(client.db, `usuarios/${user.uid}/tipoPrecio`), 1)).rejects.toThrow(denied);
  });
  test('visitors read no profile', async ({ client }) => {
    await expect(readOnce(ref(client.db, 'usuarios/demo-tecnico'))).rejects.toThrow(denied);
  });
});

test('everything else is denied', async ({ client }) => {
  await expect(readOnce(ref(client.db, '/'))).rejects.toThrow(denied);
  await expect(readOnce(ref(client.db, 'otra-cosa'))).rejects.toThrow(denied);
  await expect(set(ref(client.db, 'otra-cosa'), 1)).rejects.toThrow(denied);
});
