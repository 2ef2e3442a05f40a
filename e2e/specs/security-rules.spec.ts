/**
 * database.rules.json, enforced by the local server, through the real SDK: every path's allowed and
 * denied cases (ARCHITECTURE.md "Data and the local backend", issue 5 "Security").
 */
import { test as base, expect } from '@playwright/test';
import { ref, set, remove, update, query, orderByChild, startAfter, serverTimestamp } from 'firebase/database';
import { signOut } from 'firebase/auth';
import { decodeFirstPage, decodeListing } from '@frio/shared/catalogue/listing-codec';
import {
  createClient,
  readOnce,
  sendSignupRequest,
  signInAnonymously,
  signInAsNewUser,
  signInWithEmailAndPassword,
  type Client,
} from '../support/firebase-node.ts';
import { backendPorts } from '@frio/tooling/units';

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
    const cobre = decodeListing(await readOnce(ref(client.db, 'catalogo/listas/cobre'))) ?? [];
    expect(cobre.length).toBeGreaterThan(10);
    expect(cobre.every(([, p]) => (p as { nombre: string }).nombre.toLowerCase().includes('cobre'))).toBe(true);
    expect(typeof (await readOnce(ref(client.db, 'catalogo/actualizado')))).toBe('number');
    const firstPage = decodeFirstPage(await readOnce(ref(client.db, 'catalogo/primeras/cobre')));
    expect(firstPage?.records).toEqual(cobre.slice(0, 25));
    expect(firstPage?.total).toBe(cobre.length);
    await signInAsNewUser(client);
    expect(typeof (await readOnce(ref(client.db, 'catalogo/actualizado')))).toBe('number');
  });
  test('no client can write it, signed in or not', async ({ client }) => {
    await expect(set(ref(client.db, 'catalogo/actualizado'), Date.now())).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'catalogo/listas/cobre/hack'), { nombre: 'COBRE', stock: 1 })).rejects.toThrow(
      denied,
    );
    await expect(remove(ref(client.db, 'catalogo/listas/gas'))).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'catalogo/primeras/cobre'), '{}')).rejects.toThrow(denied);
    await signInAsNewUser(client);
    await expect(remove(ref(client.db, 'catalogo/primeras/gas'))).rejects.toThrow(denied);
    await expect(update(ref(client.db, 'catalogo'), { actualizado: 1 })).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'catalogo/listas/cobre'), null)).rejects.toThrow(denied);
  });
});

test.describe('REST reads (how the listing reads the public paths)', () => {
  const rest = (path: string) => fetch(`http://localhost:${backendPorts.database}/${path}.json?ns=demo-frio`);
  test('a visitor reads a rubro list and the stamp over REST, from any origin', async () => {
    const list = await rest('catalogo/listas/cobre');
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe('*');
    const cobre = decodeListing(await list.json()) ?? [];
    expect(cobre.length).toBeGreaterThan(10);
    expect(typeof (await (await rest('catalogo/actualizado')).json())).toBe('number');
    expect(decodeFirstPage(await (await rest('catalogo/primeras/cobre')).json())?.records).toEqual(cobre.slice(0, 25));
  });
  test('the rules hold over REST too: profiles and requests are refused', async () => {
    for (const path of ['usuarios', 'solicitudes', '']) {
      const response = await rest(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: 'Permission denied' });
    }
  });
});

const send = (client: Client, dni: string, record: Record<string, unknown> = request(dni)) =>
  sendSignupRequest(client, dni, record);

test.describe('solicitudes', () => {
  test('a visitor with an anonymous session creates a valid request once, never overwrites, deletes or reads it', async ({
    client,
  }) => {
    await signInAnonymously(client.auth);
    const dni = freshDni();
    await send(client, dni);
    await expect(set(ref(client.db, `solicitudes/${dni}`), request(dni, { nombre: 'Otro Nombre' }))).rejects.toThrow(
      denied,
    );
    await expect(remove(ref(client.db, `solicitudes/${dni}`))).rejects.toThrow(denied);
    await expect(set(ref(client.db, `solicitudes/${dni}/email`), 'otro@ejemplo.com')).rejects.toThrow(denied);
    await expect(readOnce(ref(client.db, `solicitudes/${dni}`))).rejects.toThrow(denied);
    await expect(readOnce(ref(client.db, 'solicitudes'))).rejects.toThrow(denied);
  });

  test('a request without a session is denied, with or without a throttle stamp', async ({ client }) => {
    const dni = freshDni();
    await expect(send(client, dni)).rejects.toThrow(denied);
    await expect(set(ref(client.db, `solicitudes/${dni}`), request(dni))).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'throttle/sin-sesion'), serverTimestamp())).rejects.toThrow(denied);
  });

  test('a session sends one request per minute: a second one, for a fresh DNI, is refused', async ({ client }) => {
    await signInAnonymously(client.auth);
    await send(client, freshDni());
    await expect(send(client, freshDni())).rejects.toThrow(denied);
    // A new session (another visitor) is not held back by the first one.
    await signOut(client.auth);
    await signInAnonymously(client.auth);
    await send(client, freshDni());
  });

  test('the throttle cannot be skipped: no request without the stamp, no stamp reset or removed', async ({
    client,
  }) => {
    const { user } = await signInAnonymously(client.auth);
    const stamp = `throttle/${user.uid}`;
    const dni = freshDni();
    // The request alone (no stamp in the same write) is refused.
    await expect(set(ref(client.db, `solicitudes/${dni}`), request(dni))).rejects.toThrow(denied);
    // A stamp must be the server's time: not an old one, not one in the future.
    await expect(set(ref(client.db, stamp), Date.now() - 3_600_000)).rejects.toThrow(denied);
    await expect(set(ref(client.db, stamp), Date.now() + 3_600_000)).rejects.toThrow(denied);
    await send(client, dni);
    // Within the minute the stamp can be neither renewed nor removed (to send again at once).
    await expect(set(ref(client.db, stamp), serverTimestamp())).rejects.toThrow(denied);
    await expect(remove(ref(client.db, stamp))).rejects.toThrow(denied);
    // Another session cannot write this session's stamp.
    const other = createClient();
    try {
      await signInAnonymously(other.auth);
      await expect(set(ref(other.db, stamp), serverTimestamp())).rejects.toThrow(denied);
      await expect(readOnce(ref(other.db, stamp))).rejects.toThrow(denied);
    } finally {
      await other.close();
    }
    // The session itself may read its stamp (the page uses it to explain the wait).
    expect(await readOnce(ref(client.db, stamp))).toEqual(expect.any(Number));
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
    test(`rejects ${label}, and a refused request does not use up the minute`, async ({ client }) => {
      await signInAnonymously(client.auth);
      const dni = freshDni();
      await expect(send(client, dni, build(dni))).rejects.toThrow(denied);
      await send(client, dni); // the corrected request goes through at once
    });
  }

  test('rejects a key that is not a DNI', async ({ client }) => {
    await signInAnonymously(client.auth);
    await expect(send(client, 'abc', request('1', { dni: 1 }))).rejects.toThrow(denied);
    await expect(send(client, '123456789', request('123456789'))).rejects.toThrow(denied);
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
