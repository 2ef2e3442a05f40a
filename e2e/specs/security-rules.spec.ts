/**
 * database.rules.json, enforced by the local server, through the real SDK: every path's allowed and
 * denied cases (docs/security.md).
 */
import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { createServer } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { denied, test } from '../support/rules-client.ts';
import { ref, set, remove, update, query, orderByChild, startAfter, serverTimestamp } from 'firebase/database';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { decodeFirstPage, decodeListing } from '@frio/shared/catalogue/listing-codec';
import { KEPT_LIST_PARTS } from '@frio/shared/catalogue/kept-lists';
import { PHOTO_MAX_BASE64, photoUpdate } from '@frio/shared/catalogue/photo';
import {
  createClient,
  readOnce,
  nextSignupWindow,
  openSignupWindow,
  removeSignupRequests,
  sendSignupRequest,
  signInAnonymously,
  signInAsNewUser,
  signInAsVerifiedUser,
  signInWithEmailAndPassword,
  type Client,
} from '../support/firebase-node.ts';
import { backendPorts, units } from '@frio/tooling/units';
import { SIGNUP_LIMITS, technicianKey } from '@frio/shared/roles';
import { rubros } from '@frio/shared/types';
import { demoOwner, demoTechnician } from '../../backend/src/demo-data.ts';
import { readAdminSecret } from '../../backend/src/local-guards.ts';
import { localTarget } from '../../backend/src/import/targets.ts';

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
  test("a record's rubro is one of the twelve, even from the owner; a record may carry none (not listed)", async ({
    client,
  }) => {
    await signInWithEmailAndPassword(client.auth, demoOwner.email, demoOwner.password);
    const record = { id: '999998', nombre: 'VALVULA DE GAS PRUEBA', stock: 1, idRubro: 4, idSubrubro: 14 };
    try {
      for (const rubro of ['otro', 'Valv', '<script>', 'valv ', 3, true])
        await expect(set(ref(client.db, 'productos/999998'), { ...record, rubro }), String(rubro)).rejects.toThrow(
          denied,
        );
      await expect(set(ref(client.db, 'productos/999998'), { ...record, rubro: 'valv' })).resolves.toBeUndefined();
      await expect(set(ref(client.db, 'productos/999998/rubro'), 'gasoil')).rejects.toThrow(denied);
      await expect(set(ref(client.db, 'productos/999998'), record)).resolves.toBeUndefined();
    } finally {
      await remove(ref(client.db, 'productos/999998'));
    }
  });
  test('every listed record the seed holds carries one of the twelve rubros', async ({ client }) => {
    const products = (await readOnce(ref(client.db, 'productos'))) as Record<string, { rubro?: unknown }>;
    const carried = Object.values(products).map(({ rubro }) => rubro);
    expect(carried.filter((rubro) => rubro !== undefined).length).toBeGreaterThan(500);
    expect(new Set(carried.filter((rubro) => rubro !== undefined))).toEqual(new Set(rubros));
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
  test('the rules hold over REST too: technician prices, approvals and requests are refused', async () => {
    for (const path of ['privado/listas/cobre', 'privado/precios', 'tecnicos', 'solicitudes', '']) {
      const response = await rest(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: 'Permission denied' });
    }
  });
});

test('after the owner has written, a client without a session is still judged as a visitor', async ({ client }) => {
  // Regression: the local server used to judge a sessionless client by the auth of the last writer.
  const owner = createClient();
  try {
    await signInWithEmailAndPassword(owner.auth, demoOwner.email, demoOwner.password);
    await set(ref(owner.db, 'catalogo/prueba'), Date.now());
    await remove(ref(owner.db, 'catalogo/prueba'));
  } finally {
    await owner.close();
  }
  await expect(readOnce(ref(client.db, 'tecnicos'))).rejects.toThrow(denied);
  const response = await fetch(`http://localhost:${backendPorts.database}/solicitudes.json?ns=demo-frio`);
  expect(response.status).toBe(401);
});

const send = (client: Client, dni: string, record: Record<string, unknown> = request(dni)) =>
  sendSignupRequest(client, dni, record);

test.describe('solicitudes', () => {
  // Each test starts with the site-wide window of requests empty (it allows 20 an hour in all).
  test.beforeEach(async () => {
    await openSignupWindow();
  });

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

  test('one stamp is one request: many requests in one multi-path write are refused, and none is written', async ({
    client,
  }) => {
    // Once, one update with one stamp and a hundred solicitudes/<dni> children was accepted.
    const { user } = await signInAnonymously(client.auth);
    const dnis = Array.from({ length: 100 }, () => freshDni());
    const requests = Object.fromEntries(dnis.map((dni) => [`solicitudes/${dni}`, request(dni)]));
    // As the attacker wrote it: the stamp as the server's time alone.
    await expect(update(ref(client.db), { ...requests, [`throttle/${user.uid}`]: serverTimestamp() })).rejects.toThrow(
      denied,
    );
    // And with a stamp naming one of the DNIs, and the site-wide window's next count.
    const batch: Record<string, unknown> = {
      ...requests,
      [`throttle/${user.uid}`]: { en: serverTimestamp(), dni: Number(dnis[0]) },
      'cupos/solicitudes': await nextSignupWindow(client),
    };
    await expect(update(ref(client.db), batch)).rejects.toThrow(denied);
    await expect(update(ref(client.db), { ...batch, [`throttle/${user.uid}`]: serverTimestamp() })).rejects.toThrow(
      denied,
    );
    // Two requests, the stamp naming either, are refused too.
    const pair = { ...batch };
    for (const dni of dnis.slice(2)) delete pair[`solicitudes/${dni}`];
    await expect(update(ref(client.db), pair)).rejects.toThrow(denied);
    // Nothing was written: the owner finds none of them, and the window counted none.
    const owner = createClient();
    try {
      await roles.owner(owner);
      for (const dni of dnis.slice(0, 3))
        await expect(readOnce(ref(owner.db, `solicitudes/${dni}`)), dni).resolves.toBeNull();
    } finally {
      await owner.close();
    }
    expect(await readOnce(ref(client.db, 'cupos/solicitudes'))).toBeNull();
    // A real visitor's single request still goes through, at once (a refused write used up nothing).
    await send(client, dnis[0]!);
  });

  test('the site-wide window: 20 requests an hour in all, which new anonymous sessions do not reset', async () => {
    // A new anonymous session is free (30 in 790 ms), so per-session throttling bounds nothing.
    const sessions: Client[] = [];
    try {
      for (let i = 0; i < SIGNUP_LIMITS.perWindow; i++) {
        const visitor = createClient();
        sessions.push(visitor);
        await signInAnonymously(visitor.auth);
        await send(visitor, freshDni());
      }
      const late = createClient();
      sessions.push(late);
      await signInAnonymously(late.auth);
      const dni = freshDni();
      await expect(send(late, dni)).rejects.toThrow(denied);
      expect(await readOnce(ref(late.db, 'cupos/solicitudes'))).toEqual({
        desde: expect.any(Number),
        n: SIGNUP_LIMITS.perWindow,
      });
      // The window is read by anyone (the form says it is full), and no client can reset, lower or skip it.
      const stamp = { en: serverTimestamp(), dni: Number(dni) };
      const attempts: Array<Record<string, unknown>> = [
        { desde: serverTimestamp(), n: 1 },
        { desde: Date.now() - SIGNUP_LIMITS.windowMs - 1, n: 1 },
        { desde: (await readOnce(ref(late.db, 'cupos/solicitudes/desde'))) as number, n: 1 },
      ];
      for (const window of attempts)
        await expect(
          update(ref(late.db), {
            [`solicitudes/${dni}`]: request(dni),
            [`throttle/${late.auth.currentUser!.uid}`]: stamp,
            'cupos/solicitudes': window,
          }),
          JSON.stringify(window),
        ).rejects.toThrow(denied);
      await expect(remove(ref(late.db, 'cupos/solicitudes'))).rejects.toThrow(denied);
      // A request that leaves the window alone is refused.
      await expect(
        update(ref(late.db), {
          [`solicitudes/${dni}`]: request(dni),
          [`throttle/${late.auth.currentUser!.uid}`]: stamp,
        }),
      ).rejects.toThrow(denied);
      // When the hour is over (the admin endpoint stands in for the clock), a visitor's request goes through.
      await openSignupWindow();
      await send(late, dni);
    } finally {
      await Promise.all(sessions.map((session) => session.close()));
    }
  });

  test('the window moves only with the new request it counts: alone, or beside a stamp without its request, it is refused', async ({
    client,
  }) => {
    // A window that moved without a request closed the sign-up with nothing for the owner to see.
    const { user } = await signInAnonymously(client.auth);
    const window = 'cupos/solicitudes';
    const dni = freshDni();
    const stamp = { en: serverTimestamp(), dni: Number(dni) };
    // An empty window: a new one, alone or beside the session's stamp, is refused.
    await expect(set(ref(client.db, window), { desde: serverTimestamp(), n: 1 })).rejects.toThrow(denied);
    await expect(update(ref(client.db), { [window]: await nextSignupWindow(client) })).rejects.toThrow(denied);
    await expect(
      update(ref(client.db), { [`throttle/${user.uid}`]: stamp, [window]: await nextSignupWindow(client) }),
    ).rejects.toThrow(denied);
    expect(await readOnce(ref(client.db, window))).toBeNull();
    // A real request moves it, by one.
    await send(client, dni);
    const other = createClient();
    try {
      const { user: otherUser } = await signInAnonymously(other.auth);
      const next = await nextSignupWindow(other);
      expect(next).toEqual({ desde: expect.any(Number), n: 2 });
      // An open window: one count up alone, or with a stamp naming a request that already exists, is refused.
      await expect(update(ref(other.db), { [window]: next })).rejects.toThrow(denied);
      await expect(set(ref(other.db, `${window}/n`), 2)).rejects.toThrow(denied);
      await expect(
        update(ref(other.db), {
          [`throttle/${otherUser.uid}`]: { en: serverTimestamp(), dni: Number(dni) },
          [window]: next,
        }),
      ).rejects.toThrow(denied);
      expect(await readOnce(ref(other.db, window))).toEqual({ desde: expect.any(Number), n: 1 });
      // The next real request takes the next count.
      await send(other, freshDni());
      expect(await readOnce(ref(other.db, `${window}/n`))).toBe(2);
    } finally {
      await other.close();
    }
  });

  test('14 bare counts from one session do not close the sign-up: a real applicant still gets through', async () => {
    // The attack: six requests this hour, then one anonymous session wrote the 14 counts left (202 ms),
    // and a real applicant read "Recibimos muchas solicitudes…" while /admin listed only the six.
    const sessions: Client[] = [];
    const session = async () => {
      const next = createClient();
      sessions.push(next);
      await signInAnonymously(next.auth);
      return next;
    };
    const earlier = Array.from({ length: 6 }, () => freshDni());
    const dni = freshDni();
    try {
      for (const each of earlier) await send(await session(), each);
      const attacker = await session();
      const bare: string[] = [];
      for (let i = earlier.length; i < SIGNUP_LIMITS.perWindow; i++)
        bare.push(
          await update(ref(attacker.db), { 'cupos/solicitudes': await nextSignupWindow(attacker) }).then(
            () => 'aceptada',
            (error: unknown) => String(error),
          ),
        );
      expect(bare).toHaveLength(14);
      const applicant = await session();
      await send(applicant, dni);
      for (const outcome of bare) expect(outcome).toMatch(denied);
      // Every count of the window is a request the owner sees.
      expect(await readOnce(ref(applicant.db, 'cupos/solicitudes/n'))).toBe(earlier.length + 1);
      const owner = await session();
      await roles.owner(owner);
      for (const each of [...earlier, dni])
        expect(await readOnce(ref(owner.db, `solicitudes/${each}/dni`)), each).toBe(Number(each));
    } finally {
      await Promise.all(sessions.map((each) => each.close()));
      await removeSignupRequests([...earlier, dni]);
    }
  });

  test('filling the window takes 20 real requests, each one the owner sees and can reject or remove', async () => {
    const sessions: Client[] = [];
    const dnis = Array.from({ length: SIGNUP_LIMITS.perWindow }, () => freshDni());
    try {
      for (const dni of dnis) {
        const visitor = createClient();
        sessions.push(visitor);
        await signInAnonymously(visitor.auth);
        await send(visitor, dni);
      }
      const late = createClient();
      sessions.push(late);
      await signInAnonymously(late.auth);
      await expect(send(late, freshDni())).rejects.toThrow(denied);
      const owner = createClient();
      sessions.push(owner);
      await roles.owner(owner);
      const listed = (await readOnce(ref(owner.db, 'solicitudes'))) as Record<string, { dni: number }>;
      for (const dni of dnis) expect(listed[dni]?.dni, dni).toBe(Number(dni));
      // The owner clears them as /admin does (Rechazar), or removes one outright.
      await update(ref(owner.db), {
        [`solicitudes/${dnis[0]}/estado`]: 'rechazada',
        [`solicitudes/${dnis[0]}/motivo`]: 'No es un técnico',
        [`solicitudes/${dnis[0]}/resuelta`]: Date.now(),
      });
      await remove(ref(owner.db, `solicitudes/${dnis[1]}`));
      expect(await readOnce(ref(owner.db, `solicitudes/${dnis[0]}/estado`))).toBe('rechazada');
      expect(await readOnce(ref(owner.db, `solicitudes/${dnis[1]}`))).toBeNull();
    } finally {
      await Promise.all(sessions.map((session) => session.close()));
      // The specs after this one sign up within the same hour, and the owner's /admin lists the demo's few.
      await openSignupWindow();
      await removeSignupRequests(dnis);
    }
  });

  test('a window may only count one up, never skip or lower', async ({ client }) => {
    await signInAnonymously(client.auth);
    await send(client, freshDni());
    const other = createClient();
    try {
      await signInAnonymously(other.auth);
      const { desde } = (await readOnce(ref(other.db, 'cupos/solicitudes'))) as { desde: number };
      const dni = freshDni();
      const uid = other.auth.currentUser!.uid;
      for (const n of [3, 1, 0])
        await expect(
          update(ref(other.db), {
            [`solicitudes/${dni}`]: request(dni),
            [`throttle/${uid}`]: { en: serverTimestamp(), dni: Number(dni) },
            'cupos/solicitudes': { desde, n },
          }),
          `n = ${n}`,
        ).rejects.toThrow(denied);
      await send(other, dni);
      expect(await readOnce(ref(other.db, 'cupos/solicitudes/n'))).toBe(2);
    } finally {
      await other.close();
    }
  });

  test('the throttle cannot be skipped: no request without the stamp, no stamp reset or removed', async ({
    client,
  }) => {
    const { user } = await signInAnonymously(client.auth);
    const stamp = `throttle/${user.uid}`;
    const dni = freshDni();
    // The request alone (no stamp in the same write) is refused.
    await expect(set(ref(client.db, `solicitudes/${dni}`), request(dni))).rejects.toThrow(denied);
    // A stamp must be the server's time: not an old one, not one in the future; and it names its request.
    await expect(set(ref(client.db, stamp), { en: Date.now() - 3_600_000, dni: Number(dni) })).rejects.toThrow(denied);
    await expect(set(ref(client.db, stamp), { en: Date.now() + 3_600_000, dni: Number(dni) })).rejects.toThrow(denied);
    await expect(set(ref(client.db, stamp), serverTimestamp())).rejects.toThrow(denied);
    await send(client, dni);
    // Within the minute the stamp can be neither renewed nor removed (to send again at once).
    await expect(set(ref(client.db, stamp), { en: serverTimestamp(), dni: Number(freshDni()) })).rejects.toThrow(
      denied,
    );
    await expect(remove(ref(client.db, stamp))).rejects.toThrow(denied);
    // Another session cannot write this session's stamp.
    const other = createClient();
    try {
      await signInAnonymously(other.auth);
      await expect(set(ref(other.db, stamp), { en: serverTimestamp(), dni: 1 })).rejects.toThrow(denied);
      await expect(readOnce(ref(other.db, stamp))).rejects.toThrow(denied);
    } finally {
      await other.close();
    }
    // The session itself may read its stamp (the page uses it to explain the wait).
    expect(await readOnce(ref(client.db, stamp))).toEqual({ en: expect.any(Number), dni: Number(dni) });
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
    ['a phone with fewer than 6 digits', (dni) => request(dni, { telefono: '(((--12345)))' })],
    ['a phone of 26 characters', (dni) => request(dni, { telefono: '1'.repeat(26) })],
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

/** The four roles of the rules, each as a signed-in (or not) client. */
const roles = {
  visitor: async (_client: Client) => {},
  'signed in, not approved': async (client: Client) => {
    await signInAsNewUser(client);
  },
  'approved technician': async (client: Client) => {
    await signInWithEmailAndPassword(client.auth, demoTechnician.email, demoTechnician.password);
  },
  owner: async (client: Client) => {
    await signInWithEmailAndPassword(client.auth, demoOwner.email, demoOwner.password);
  },
} as const;
type Role = keyof typeof roles;

const demoTechnicianKey = technicianKey(demoTechnician.email);

/** What each role may read: every path of the tree (a sample key below each collection). */
const reads: Array<[path: string, allowed: Role[]]> = [
  ['productos', ['visitor', 'signed in, not approved', 'approved technician', 'owner']],
  ['catalogo/listas/cobre', ['visitor', 'signed in, not approved', 'approved technician', 'owner']],
  ['privado/listas/cobre', ['approved technician', 'owner']],
  ['privado/precios', ['approved technician', 'owner']],
  [`tecnicos/${demoTechnicianKey}`, ['approved technician', 'owner']],
  ['tecnicos', ['owner']],
  ['cuentas', ['owner']],
  ['solicitudes', ['owner']],
  ['solicitudes/28456789', ['owner']],
  ['consultas', ['owner']],
  ['respaldos/resumen', ['owner']],
  ['respaldos/listas/1', ['owner']],
  ['fotos', []],
];

/** What each role may write (a harmless value that passes validation where the path has one). */
const writes: Array<[path: string, value: () => unknown, allowed: Role[]]> = [
  [
    'productos/999999',
    () => ({ id: '999999', nombre: 'CAÑO DE COBRE PRUEBA', stock: 1, idRubro: 4, idSubrubro: 14, rubro: 'cobre' }),
    ['owner'],
  ],
  ['catalogo/prueba', () => Date.now(), ['owner']],
  ['privado/precios/999999', () => 1, ['owner']],
  ['cuentas/nuevo@prueba,frio', () => ({ uid: 'cuenta-del-negocio', creada: Date.now() }), ['owner']],
  ['solicitudes/28456789/estado', () => 'rechazada', ['owner']],
];

test.describe('respaldos (the price lists kept for Deshacer): the owner only, five slots of bounded parts', () => {
  /** The parts of a kept list, as a publish writes it (text-parts.ts; here cut short, in two). */
  const keptParts = () => {
    const text = JSON.stringify([{ id: '1', nombre: 'CAÑO', lista1: 1, lista2: 1 }]);
    return [text.slice(0, 10), text.slice(10)];
  };
  /** A kept list in slot `slot`, as a publish writes it beside the catalogue it replaces. */
  async function kept(client: Client, slot = '1', summary: Record<string, unknown> = {}, list: unknown = keptParts()) {
    const fecha = await readOnce(ref(client.db, 'catalogo/actualizado'));
    return {
      [`respaldos/listas/${slot}`]: list,
      [`respaldos/resumen/${slot}`]: { guardado: Date.now(), articulos: 1, fecha, ...summary },
    };
  }

  for (const role of ['visitor', 'signed in, not approved', 'approved technician'] as const) {
    test(`${role}: reads none of it, over the SDK or REST, and writes none`, async ({ client }) => {
      await roles[role](client);
      for (const path of ['respaldos', 'respaldos/resumen', 'respaldos/listas/1'])
        await expect(readOnce(ref(client.db, path)), path).rejects.toThrow(denied);
      await expect(update(ref(client.db), await kept(client))).rejects.toThrow(denied);
      await expect(update(ref(client.db), await kept(client, '1', {}, ['x'.repeat(1_000_001)]))).rejects.toThrow(
        denied,
      );
      await expect(update(ref(client.db), await kept(client, '1', {}, ['[', 7]))).rejects.toThrow(denied);
      await expect(remove(ref(client.db, 'respaldos'))).rejects.toThrow(denied);
    });
  }
  test('over REST with no session: refused', async () => {
    const response = await fetch(`http://localhost:${backendPorts.database}/respaldos.json?ns=demo-frio`);
    expect(response.status).toBe(401);
  });

  test('owner: keeps a list in parts beside the current stamp, reads and frees it; nothing malformed or beyond bounds', async ({
    client,
  }) => {
    await roles.owner(client);
    try {
      await expect(update(ref(client.db), await kept(client, '5'))).resolves.toBeUndefined();
      expect(await readOnce(ref(client.db, 'respaldos/resumen/5'))).toMatchObject({ articulos: 1 });
      expect(await readOnce(ref(client.db, 'respaldos/listas/5'))).toEqual(keptParts());
      // As many parts as a kept list may have (KEPT_LIST_PARTS), each as long as a part may be.
      const most = Array.from({ length: KEPT_LIST_PARTS }, (_, index) => (index === 0 ? 'x'.repeat(1_000_000) : '['));
      await expect(update(ref(client.db), await kept(client, '4', {}, most))).resolves.toBeUndefined();
      expect(((await readOnce(ref(client.db, 'respaldos/listas/4'))) as string[]).length).toBe(KEPT_LIST_PARTS);
      const refused: Array<[string, Record<string, unknown>]> = [
        ['a sixth slot', await kept(client, '6')],
        ['slot 0', await kept(client, '0')],
        ['a stamp that is not the published one (a stale page)', await kept(client, '2', { fecha: 1 })],
        ['no article', await kept(client, '2', { articulos: 0 })],
        ['no stamp of its own', await kept(client, '2', { fecha: null })],
        ['another field', await kept(client, '2', { nota: 'x' })],
        ['a summary without its list', { 'respaldos/resumen/2': (await kept(client, '2'))['respaldos/resumen/2'] }],
        ['a list without its summary', { 'respaldos/listas/2': ['[]'] }],
        ['a list that is one string, not parts', await kept(client, '2', {}, '[]')],
        ['a list that is an object, not parts', await kept(client, '2', {}, { id: 1 })],
        ['a part over 1,000,000 characters', await kept(client, '2', {}, ['[', 'x'.repeat(1_000_001)])],
        ['a part that is not a string', await kept(client, '2', {}, ['[', 7])],
        ['a part that is an object', await kept(client, '2', {}, ['[', { id: '1' }])],
        ['a part beyond the last', await kept(client, '2', {}, [...Array<string>(KEPT_LIST_PARTS).fill('['), ']'])],
        ['parts that do not start at 0', await kept(client, '2', {}, { 1: '[', 2: ']' })],
        ['anything else under respaldos', { 'respaldos/otro': 1 }],
      ];
      for (const [what, write] of refused) await expect(update(ref(client.db), write), what).rejects.toThrow(denied);
      // Undoing frees the slot in the same update as the catalogue.
      await expect(
        update(ref(client.db), { 'respaldos/listas/5': null, 'respaldos/resumen/5': null }),
      ).resolves.toBeUndefined();
      expect(await readOnce(ref(client.db, 'respaldos/resumen/5'))).toBeNull();
    } finally {
      await remove(ref(client.db, 'respaldos'));
    }
  });
});

test.describe('fotos (a product photo): the owner only, a JPEG in base64 with the server time as its stamp', () => {
  /** An 8×8 JPEG, as the owner's browser would write it. */
  const JPEG =
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIA2nH/9k=';
  const KEY = '999997';
  // In two listings (filtro, aceite): its stamp is kept in both.
  const record = {
    id: KEY,
    nombre: 'FILTRO DE ACEITE PRUEBA',
    stock: 1,
    idRubro: 4,
    idSubrubro: 14,
    rubro: 'filtro',
  };
  const save = (jpeg: string = JPEG) => photoUpdate(KEY, record.nombre, jpeg, serverTimestamp());
  const rest = (path: string) => fetch(`http://localhost:${backendPorts.database}/${path}.json?ns=demo-frio`);

  /** The owner's client, with the test product in place (and gone, with its photo, afterwards). */
  async function asOwner(run: (owner: Client) => Promise<void>) {
    const owner = createClient();
    try {
      await roles.owner(owner);
      await set(ref(owner.db, `productos/${KEY}`), record);
      await run(owner);
    } finally {
      await update(ref(owner.db), {
        [`productos/${KEY}`]: null,
        [`fotos/${KEY}`]: null,
        [`catalogo/fotos/filtro/${KEY}`]: null,
        [`catalogo/fotos/aceite/${KEY}`]: null,
      });
      await owner.close();
    }
  }

  test('owner: saves, replaces and removes it in one update; anyone reads it, over REST too', async () => {
    await asOwner(async (owner) => {
      await expect(update(ref(owner.db), save())).resolves.toBeUndefined();
      const first = (await (await rest(`fotos/${KEY}`)).json()) as { sello: number; jpeg: string };
      expect(first.jpeg).toBe(JPEG);
      expect(Math.abs(first.sello - Date.now())).toBeLessThan(60_000);
      expect(await readOnce(ref(owner.db, `productos/${KEY}/foto`))).toBe(first.sello);
      expect(await readOnce(ref(owner.db, `catalogo/fotos/filtro/${KEY}`))).toBe(first.sello);
      expect(await readOnce(ref(owner.db, `catalogo/fotos/aceite/${KEY}`))).toBe(first.sello);
      await expect(update(ref(owner.db), save(`${JPEG.slice(0, -2)}Q=`))).resolves.toBeUndefined();
      const second = (await readOnce(ref(owner.db, `fotos/${KEY}`))) as { sello: number };
      expect(second.sello).toBeGreaterThan(first.sello);
      expect(await readOnce(ref(owner.db, `productos/${KEY}/foto`))).toBe(second.sello);
      await expect(
        update(ref(owner.db), photoUpdate(KEY, record.nombre, null, serverTimestamp())),
      ).resolves.toBeUndefined();
      expect(await readOnce(ref(owner.db, `fotos/${KEY}`))).toBeNull();
      expect(await readOnce(ref(owner.db, 'catalogo/fotos/aceite'))).toBeNull();
      expect(await readOnce(ref(owner.db, `productos/${KEY}`))).toEqual(record);
    });
  });

  test('owner: refused when not a JPEG in base64, over the bound, not stamped by the server, or not matching its product', async () => {
    await asOwner(async (owner) => {
      const refused: Array<[string, Record<string, unknown>]> = [
        [
          'a PNG',
          save('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
        ],
        ['an SVG', save('PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=')],
        ['a data URL', save(`data:image/jpeg;base64,${JPEG}`)],
        ['not base64', save(`${JPEG} <script>`)],
        ['over the bound', save(`/9j/${'A'.repeat(PHOTO_MAX_BASE64 - 3)}`)],
        ['a stamp of its own', { [`fotos/${KEY}`]: { sello: 1, jpeg: JPEG }, [`productos/${KEY}/foto`]: 1 }],
        ['the product not stamped', { [`fotos/${KEY}`]: { sello: serverTimestamp(), jpeg: JPEG } }],
        ['another stamp on the product', { ...save(), [`productos/${KEY}/foto`]: 5 }],
        ['a stamp with no photo', { [`productos/${KEY}/foto`]: serverTimestamp() }],
        [
          'another field',
          { ...save(), [`fotos/${KEY}`]: { sello: serverTimestamp(), jpeg: JPEG, gps: '-31.7,-60.5' } },
        ],
        ['no bytes', { [`fotos/${KEY}/sello`]: serverTimestamp(), [`productos/${KEY}/foto`]: serverTimestamp() }],
        ['a product that is not listed', photoUpdate('999996', record.nombre, JPEG, serverTimestamp())],
        [
          'its stamp under a rubro its name does not hold',
          { ...save(), [`catalogo/fotos/gas/${KEY}`]: serverTimestamp() },
        ],
        ['a stamp under its rubro of its own', { ...save(), [`catalogo/fotos/filtro/${KEY}`]: 5 }],
      ];
      for (const [what, write] of refused) await expect(update(ref(owner.db), write), what).rejects.toThrow(denied);
      expect(await readOnce(ref(owner.db, `fotos/${KEY}`))).toBeNull();
      expect(await readOnce(ref(owner.db, 'fotos/999996'))).toBeNull();
    });
  });

  for (const role of ['visitor', 'signed in, not approved', 'approved technician', 'anonymous'] as const) {
    test(`${role}: reads a photo but cannot save, replace or remove one`, async ({ client }) => {
      await asOwner(async (owner) => {
        await update(ref(owner.db), save());
        const stored = await readOnce(ref(owner.db, `fotos/${KEY}`));
        if (role === 'anonymous') await signInAnonymously(client.auth);
        else await roles[role](client);
        expect(await readOnce(ref(client.db, `fotos/${KEY}`))).toEqual(stored);
        await expect(readOnce(ref(client.db, 'fotos'))).rejects.toThrow(denied);
        // Its stamp in each listing that holds it: read by anyone, written by the owner only.
        const stamp = (stored as { sello: number }).sello;
        for (const rubro of ['filtro', 'aceite']) {
          expect(await readOnce(ref(client.db, `catalogo/fotos/${rubro}/${KEY}`))).toBe(stamp);
          await expect(set(ref(client.db, `catalogo/fotos/${rubro}/${KEY}`), stamp)).rejects.toThrow(denied);
        }
        await expect(update(ref(client.db), save())).rejects.toThrow(denied);
        await expect(set(ref(client.db, `fotos/${KEY}/jpeg`), JPEG)).rejects.toThrow(denied);
        await expect(update(ref(client.db), photoUpdate(KEY, record.nombre, null, serverTimestamp()))).rejects.toThrow(
          denied,
        );
        await expect(set(ref(client.db, `productos/${KEY}/foto`), null)).rejects.toThrow(denied);
        expect(await readOnce(ref(owner.db, `fotos/${KEY}`))).toEqual(stored);
      });
    });
  }
});

test.describe('every role on every path', () => {
  for (const [role, signIn] of Object.entries(roles) as Array<[Role, (client: Client) => Promise<void>]>) {
    test(`${role}: reads and writes`, async ({ client }) => {
      await signIn(client);
      for (const [path, allowed] of reads) {
        const read = readOnce(ref(client.db, path));
        if (allowed.includes(role)) await expect(read, `read ${path}`).resolves.not.toThrow();
        else await expect(read, `read ${path}`).rejects.toThrow(denied);
      }
      for (const [path, value, allowed] of writes) {
        const write = set(ref(client.db, path), value());
        if (allowed.includes(role)) {
          await expect(write, `write ${path}`).resolves.toBeUndefined();
          await remove(ref(client.db, path));
        } else await expect(write, `write ${path}`).rejects.toThrow(denied);
      }
    });
  }

  test('the public halves never hold a technician price; the private one does', async ({ client }) => {
    const cobre = decodeListing(await readOnce(ref(client.db, 'catalogo/listas/cobre'))) ?? [];
    expect(cobre.length).toBeGreaterThan(10);
    expect(JSON.stringify(await readOnce(ref(client.db, 'productos')))).not.toContain('lista2');
    expect(String(await readOnce(ref(client.db, 'catalogo/primeras/cobre')))).not.toContain('lista2');
    await roles['approved technician'](client);
    const prices = decodeListing(await readOnce(ref(client.db, 'privado/listas/cobre'))) ?? [];
    expect(prices.map(([key]) => key)).toEqual(cobre.map(([key]) => key));
    expect(prices.every(([, record]) => typeof (record as { lista2?: unknown }).lista2 === 'number')).toBe(true);
  });

  test('a technician reads only their own approval, and cannot approve themselves or anyone', async ({ client }) => {
    await roles['approved technician'](client);
    await expect(readOnce(ref(client.db, 'tecnicos/otro@prueba,frio'))).rejects.toThrow(denied);
    await signInAsNewUser(client);
    const email = client.auth.currentUser!.email!;
    await expect(
      set(ref(client.db, `tecnicos/${technicianKey(email)}`), { email, aprobado: Date.now() }),
    ).rejects.toThrow(denied);
  });

  test('an approval counts only for a verified e-mail: an account made by someone else for it reads nothing', async ({
    client,
  }) => {
    const email = `sin-verificar-${Date.now()}@prueba.frio`;
    await createUserWithEmailAndPassword(client.auth, email, 'secreto123'); // not verified
    const owner = createClient();
    try {
      await roles.owner(owner);
      const key = technicianKey(email);
      const uid = client.auth.currentUser!.uid;
      await update(ref(owner.db), {
        [`cuentas/${key}`]: { uid, creada: Date.now() },
        [`tecnicos/${key}`]: { email, aprobado: Date.now(), uid },
      });
      await expect(readOnce(ref(client.db, 'privado/listas/cobre'))).rejects.toThrow(denied);
      await expect(readOnce(ref(client.db, `tecnicos/${key}`))).rejects.toThrow(denied);
      await update(ref(owner.db), { [`cuentas/${key}`]: null, [`tecnicos/${key}`]: null });
    } finally {
      await owner.close();
    }
  });

  test('approving an account someone else created: the approval names the business account, so the verified account of whoever made it first reads nothing', async ({
    client,
  }) => {
    // As the attacker did it: they sign up the applicant's e-mail with their own password before
    // the owner approves, and have the applicant click a verification link they requested.
    const email = `solicitante-${Date.now()}@prueba.frio`;
    const key = technicianKey(email);
    await signInAsVerifiedUser(client, email, 'clave-del-atacante');
    const attacker = client.auth.currentUser!.uid;
    const owner = createClient();
    try {
      await roles.owner(owner);
      // An approval that names no account (what Aprobar wrote before) is refused, and so is one naming an
      // account the business did not record as its own.
      await expect(set(ref(owner.db, `tecnicos/${key}`), { email, aprobado: Date.now() })).rejects.toThrow(denied);
      await expect(
        set(ref(owner.db, `tecnicos/${key}`), { email, aprobado: Date.now(), uid: attacker }),
      ).rejects.toThrow(denied);
      // The business's own account for the e-mail (made by Aprobar once that one is gone): the attacker's reads nothing.
      await update(ref(owner.db), {
        [`cuentas/${key}`]: { uid: 'cuenta-del-negocio', creada: Date.now() },
        [`tecnicos/${key}`]: { email, aprobado: Date.now(), uid: 'cuenta-del-negocio' },
      });
      await client.auth.currentUser!.getIdToken(true);
      await expect(readOnce(ref(client.db, 'privado/listas/cobre'))).rejects.toThrow(denied);
      await expect(readOnce(ref(client.db, 'privado/precios'))).rejects.toThrow(denied);
      await expect(readOnce(ref(client.db, `tecnicos/${key}`))).rejects.toThrow(denied);
      // Nor can the grant be moved to another account without recording that account as the business's.
      await expect(set(ref(owner.db, `tecnicos/${key}/uid`), attacker)).rejects.toThrow(denied);
      await update(ref(owner.db), { [`cuentas/${key}`]: null, [`tecnicos/${key}`]: null });
    } finally {
      await owner.close();
    }
  });

  test('a comma is not a dot: a verified account at tecnico@demo,frio reads nothing of tecnico@demo.frio', async ({
    client,
  }) => {
    // The key writes dots as commas, so this address's key is the approved technician's.
    const [user, domain] = demoTechnician.email.split('@') as [string, string];
    const lookalike = `${user}@${domain.replaceAll('.', ',')}`;
    expect(technicianKey(lookalike)).toBe(demoTechnicianKey);
    await signInAsVerifiedUser(client, lookalike);
    await expect(readOnce(ref(client.db, 'privado/listas/cobre'))).rejects.toThrow(denied);
    await expect(readOnce(ref(client.db, 'privado/precios'))).rejects.toThrow(denied);
    await expect(readOnce(ref(client.db, `tecnicos/${demoTechnicianKey}`))).rejects.toThrow(denied);
    // Nor can an e-mail with a comma be approved, or asked for in a request.
    const owner = createClient();
    try {
      await roles.owner(owner);
      const other = `otro-${Date.now()}@prueba,frio`;
      await expect(
        set(ref(owner.db, `tecnicos/${technicianKey(other)}`), { email: other, aprobado: Date.now() }),
      ).rejects.toThrow(denied);
    } finally {
      await owner.close();
    }
    const visitor = createClient();
    try {
      await signInAnonymously(visitor.auth);
      const dni = freshDni();
      await expect(send(visitor, dni, request(dni, { email: 'ana,perez@ejemplo.com' }))).rejects.toThrow(denied);
    } finally {
      await visitor.close();
    }
  });

  test('a revoked technician is refused the prices at once', async ({ client }) => {
    await roles['approved technician'](client);
    const owner = createClient();
    try {
      await roles.owner(owner);
      const path = `tecnicos/${demoTechnicianKey}`;
      const approval = await readOnce(ref(owner.db, path));
      await remove(ref(owner.db, path));
      try {
        await expect(readOnce(ref(client.db, 'privado/listas/cobre'))).rejects.toThrow(denied);
      } finally {
        await set(ref(owner.db, path), approval);
      }
      await expect(readOnce(ref(client.db, 'privado/listas/cobre'))).resolves.toEqual(expect.any(String));
    } finally {
      await owner.close();
    }
  });

  test('an approval whose key is not its e-mail, or with unknown fields, is refused even to the owner', async ({
    client,
  }) => {
    await roles.owner(client);
    await expect(
      set(ref(client.db, 'tecnicos/otro@prueba,frio'), { email: 'nuevo@prueba.frio', aprobado: Date.now() }),
    ).rejects.toThrow(denied);
    await expect(
      set(ref(client.db, 'tecnicos/nuevo@prueba,frio'), { email: 'nuevo@prueba.frio', aprobado: 1, precio: 2 }),
    ).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'solicitudes/28456789/estado'), 'cualquiera')).rejects.toThrow(denied);
    await expect(set(ref(client.db, 'solicitudes/28456789/motivo'), 'x'.repeat(600))).rejects.toThrow(denied);
  });

  test('the owner may not create a request out of nothing (only visitors do), but may resolve one', async ({
    client,
  }) => {
    await roles.owner(client);
    await expect(set(ref(client.db, `solicitudes/${freshDni()}/estado`), 'aprobada')).rejects.toThrow(denied);
    await update(ref(client.db, 'solicitudes/33987654'), {
      estado: 'rechazada',
      motivo: 'Prueba',
      resuelta: Date.now(),
    });
    await update(ref(client.db, 'solicitudes/33987654'), { estado: null, motivo: null, resuelta: null });
  });

  test('a request stored before a rule was tightened (a phone with no digits) can still be resolved and removed', async ({
    client,
  }) => {
    const dni = freshDni();
    // Written as the Admin SDK would, past the rules: the shape of a request from before the phone rule.
    await localTarget().apply({ [`solicitudes/${dni}`]: request(dni, { telefono: '(((---)))' }) });
    try {
      await roles.owner(client);
      await expect(set(ref(client.db, `solicitudes/${dni}/telefono`), '(((---)))')).rejects.toThrow(denied);
      await update(ref(client.db, `solicitudes/${dni}`), {
        estado: 'rechazada',
        motivo: 'Prueba',
        resuelta: Date.now(),
      });
      expect(await readOnce(ref(client.db, `solicitudes/${dni}/estado`))).toBe('rechazada');
      await remove(ref(client.db, `solicitudes/${dni}`));
      expect(await readOnce(ref(client.db, `solicitudes/${dni}`))).toBeNull();
    } finally {
      await removeSignupRequests([dni]);
    }
  });
});

test("a client without a session is judged without one, whoever wrote last (the owner's write does not lend its rights)", async ({
  client,
}) => {
  const owner = createClient();
  try {
    await roles.owner(owner);
    await set(ref(owner.db, 'privado/precios/999998'), 1);
    await remove(ref(owner.db, 'privado/precios/999998'));
  } finally {
    await owner.close();
  }
  await expect(set(ref(client.db, 'productos/hack'), { nombre: 'X', stock: 1 })).rejects.toThrow(denied);
  await expect(readOnce(ref(client.db, 'privado/listas/cobre'))).rejects.toThrow(denied);
  const rest = await fetch(`http://localhost:${backendPorts.database}/privado/listas/cobre.json?ns=demo-frio`);
  expect(rest.status).toBe(401);
});

test('everything else is denied', async ({ client }) => {
  await expect(readOnce(ref(client.db, '/'))).rejects.toThrow(denied);
  await expect(readOnce(ref(client.db, 'otra-cosa'))).rejects.toThrow(denied);
  await expect(set(ref(client.db, 'otra-cosa'), 1)).rejects.toThrow(denied);
});

test.describe('the local backend is not an open door', () => {
  const databasePort = backendPorts.database;

  /** base64url of a JSON value. */
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** An unsigned ID token, as anyone can write one. */
  function forgedToken(claims: Record<string, unknown>): string {
    const now = Math.floor(Date.now() / 1000);
    return `${part({ alg: 'none', typ: 'JWT' })}.${part({
      iss: 'https://securetoken.google.com/demo-frio',
      aud: 'demo-frio',
      auth_time: now,
      iat: now,
      exp: now + 3600,
      firebase: { identities: {}, sign_in_provider: 'password' },
      ...claims,
    })}.`;
  }

  /**
   * A blank page served on this machine at `port` (0: any free one), or, when a server already answers
   * there (the site's, in a worker that serves it), that server's page: Chrome lets only a page served
   * from this machine open a socket to localhost, so the page must come from a real local server.
   */
  async function localPage(page: Page, port: number): Promise<() => Promise<void>> {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>blank</title>');
    });
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    const at = listening ? (server.address() as { port: number }).port : port;
    await page.goto(`http://localhost:${at}/blank`);
    return () => new Promise((resolve) => (listening ? server.close(() => resolve()) : resolve()));
  }

  /**
   * Speaks the Realtime Database's wire protocol from a browser page, as a script would: authenticates
   * with `token`, then listens to `path`. Returns the server's answers to both.
   */
  async function rawAuthAndListen(page: Page, token: string, path: string) {
    const close = await localPage(page, units.shell.port);
    return await page
      .evaluate(
        ({ url, token, path }) =>
          new Promise<{ auth: string; listen: string; data: unknown }>((resolve, reject) => {
            const socket = new WebSocket(url);
            const answers: Record<number, string> = {};
            let data: unknown = null;
            socket.onerror = () => reject(new Error('socket error'));
            socket.onmessage = (event) => {
              const text = String(event.data);
              if (/^\d+$/.test(text)) return; // the frame count before each message
              const message = JSON.parse(text) as {
                t: string;
                d: { t?: string; r?: number; a?: string; b?: { s?: string; d?: unknown } };
              };
              if (message.t === 'c' && message.d.t === 'h') {
                socket.send(JSON.stringify({ t: 'd', d: { r: 1, a: 'auth', b: { cred: token } } }));
                socket.send(JSON.stringify({ t: 'd', d: { r: 2, a: 'q', b: { p: `/${path}`, h: '' } } }));
                return;
              }
              if (message.d.a === 'd') data = message.d.b?.d ?? null;
              if (typeof message.d.r === 'number') answers[message.d.r] = message.d.b?.s ?? '';
              if (answers[1] !== undefined && answers[2] !== undefined) {
                socket.close();
                resolve({ auth: answers[1], listen: answers[2], data });
              }
            };
          }),
        { url: `ws://localhost:${databasePort}/.ws?v=5&ns=demo-frio`, token, path },
      )
      .finally(close);
  }

  test('an unsigned token with admin: true is refused, and reads no request; a real one still works', async ({
    page,
    client,
  }) => {
    for (const claims of [
      { user_id: 'atacante', sub: 'atacante', email: 'atacante@prueba.frio', email_verified: true, admin: true },
      // The demo technician's real account, with a claim it does not have.
      {
        user_id: demoTechnician.uid,
        sub: demoTechnician.uid,
        email: demoTechnician.email,
        email_verified: true,
        admin: true,
      },
    ]) {
      const answer = await rawAuthAndListen(page, forgedToken(claims), 'solicitudes');
      expect(answer, JSON.stringify(claims)).toEqual({
        auth: 'invalid_token',
        listen: 'permission_denied',
        data: null,
      });
    }
    // The owner's own token, from the Auth emulator, goes through the same way.
    const { user } = await signInWithEmailAndPassword(client.auth, demoOwner.email, demoOwner.password);
    const answer = await rawAuthAndListen(page, await user.getIdToken(), 'solicitudes');
    expect(answer.auth).toBe('ok');
    expect(answer.listen).toBe('ok');
    expect(answer.data).toHaveProperty('28456789');
  });

  test("a page of another site cannot open the database's socket", async ({ page }) => {
    // Served from this machine, so only the database's own check stands in the way.
    const close = await localPage(page, 0);
    const opened = await page.evaluate(
      (url) =>
        new Promise<boolean>((resolve) => {
          const socket = new WebSocket(url);
          socket.onopen = () => {
            socket.close();
            resolve(true);
          };
          socket.onerror = () => resolve(false);
        }),
      `ws://localhost:${databasePort}/.ws?v=5&ns=demo-frio`,
    );
    await close();
    expect(opened).toBe(false);
  });

  test('the admin endpoint wants the secret the server shares with the import', async () => {
    const url = `http://localhost:${databasePort}/.frio-admin/catalogue`;
    expect((await fetch(url, { headers: { 'x-frio-admin': '1' } })).status).toBe(404);
    expect((await fetch(url, { headers: { 'x-frio-admin': '1', 'x-frio-admin-secret': 'adivinado' } })).status).toBe(
      404,
    );
    const secret = readAdminSecret(databasePort);
    expect(secret).toBeTruthy();
    const response = await fetch(url, { headers: { 'x-frio-admin': '1', 'x-frio-admin-secret': secret! } });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('productos');
  });

  test('it listens on the loopback interface only', async () => {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && address.family === 'IPv4' && !address.internal)
      .map((address) => address!.address);
    for (const host of addresses) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = connect({ host, port: databasePort });
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      expect(reached, `${host}:${databasePort}`).toBe(false);
    }
    // The loopback answers.
    expect((await fetch(`http://127.0.0.1:${databasePort}/catalogo/actualizado.json?ns=demo-frio`)).status).toBe(200);
  });
});
