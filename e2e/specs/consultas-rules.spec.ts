/**
 * database.rules.json for the WhatsApp consultation counters (`consultas`), every role (visitor, signed
 * in but not approved, approved technician, owner) through the real SDK and over REST as the site writes
 * them: only +1 on today's counter, under strict keys; only the owner reads them.
 */
import { expect } from '@playwright/test';
import { denied, test } from '../support/rules-client.ts';
import { ref, set, remove, update } from 'firebase/database';
import { readFileSync } from 'node:fs';
import { PAGE_KEY_PATTERN, PRODUCT_ID_PATTERN, argentinaDay } from '@frio/shared/consultas';
import { backendPorts } from '@frio/tooling/units';
import {
  createClient,
  readOnce,
  signInAsNewUser,
  signInWithEmailAndPassword,
  type Client,
} from '../support/firebase-node.ts';
import { demoOwner, demoTechnician } from '../../backend/src/demo-data.ts';

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

/** A counter of its own per test run, so runs and roles do not see each other's counts. */
function uniqueKey(role: string): string {
  return `prueba-${role.replace(/[^a-z]+/g, '-')}-${Date.now().toString(36)}`;
}

/** Listed products (keys of `productos`), one per role and one for REST, so no two tests count the same one. */
async function listedProducts(client: Client): Promise<string[]> {
  return Object.keys((await readOnce(ref(client.db, 'productos'))) as Record<string, unknown>).slice(0, 8);
}

async function ownerRead(path: string): Promise<unknown> {
  const owner = createClient();
  try {
    await roles.owner(owner);
    return await readOnce(ref(owner.db, path));
  } finally {
    await owner.close();
  }
}

for (const [index, [role, signIn]] of (
  Object.entries(roles) as Array<[Role, (client: Client) => Promise<void>]>
).entries()) {
  test(`${role}: only +1 on today's counters, nothing else; only the owner reads them`, async ({ client }) => {
    await signIn(client);
    const today = argentinaDay(Date.now());
    const key = uniqueKey(role);
    const page = `consultas/${today}/paginas/${key}`;
    const productId = (await listedProducts(client))[index]!;
    const product = `productos/${productId}`;
    // Another spec may have counted this product today already.
    const counted = ((await ownerRead(`consultas/${today}/${product}`)) as number | null) ?? 0;
    // The local server does not know the SDK's increment(): the counts are written as the values they
    // lead to, which is what the rules see on a real database too.
    const write = (path: string, value: unknown, day = today) =>
      update(ref(client.db, `consultas/${day}`), { dia: day, [path]: value });

    // +1 from absent, then +1 again: allowed for everyone.
    await expect(write(`paginas/${key}`, 1)).resolves.toBeUndefined();
    await expect(write(`paginas/${key}`, 2)).resolves.toBeUndefined();
    await expect(write(product, counted + 1)).resolves.toBeUndefined();
    // Anything else is refused: +2, a lower number, a string, a deletion, a past or future day.
    await expect(write(`paginas/${key}`, 4)).rejects.toThrow(denied);
    await expect(write(`paginas/${key}`, 1)).rejects.toThrow(denied);
    await expect(write(`paginas/${key}`, 3.5)).rejects.toThrow(denied);
    await expect(set(ref(client.db, page), 'muchas')).rejects.toThrow(denied);
    await expect(remove(ref(client.db, page))).rejects.toThrow(denied);
    await expect(remove(ref(client.db, `consultas/${today}`))).rejects.toThrow(denied);
    await expect(write(`paginas/${key}-ayer`, 1, today - 1)).rejects.toThrow(denied);
    await expect(write(`paginas/${key}-futuro`, 1, today + 2)).rejects.toThrow(denied);
    // The day number must be the key's, and keys must match their patterns; no other field.
    await expect(
      update(ref(client.db, `consultas/${today}`), { dia: today - 1, [`paginas/${key}-b`]: 1 }),
    ).rejects.toThrow(denied);
    await expect(write('paginas/Con Espacios', 1)).rejects.toThrow(denied);
    await expect(write(`productos/${'x'.repeat(41)}`, 1)).rejects.toThrow(denied);
    // Issue 38 §5: a product that is not in the catalogue is not counted (a script made them up).
    await expect(write(`productos/PRUEBA-${Date.now().toString(36)}`, 1)).rejects.toThrow(denied);
    await expect(write(`otra/${key}`, 1)).rejects.toThrow(denied);
    await expect(set(ref(client.db, `consultas/${today}/dia`), today - 1)).rejects.toThrow(denied);

    if (role === 'owner') {
      await expect(readOnce(ref(client.db, 'consultas'))).resolves.toBeTruthy();
    } else {
      await expect(readOnce(ref(client.db, 'consultas'))).rejects.toThrow(denied);
      await expect(readOnce(ref(client.db, page))).rejects.toThrow(denied);
    }
    expect(await ownerRead(page)).toBe(2);
    expect(await ownerRead(`consultas/${today}/${product}`)).toBe(counted + 1);
  });
}

test.describe('over REST, as the site counts (no session)', () => {
  const url = (path: string) =>
    `http://localhost:${backendPorts.database}/${path}.json?ns=demo-frio&x-http-method-override=PATCH`;
  const post = (path: string, body: unknown) => fetch(url(path), { method: 'POST', body: JSON.stringify(body) });
  const plusOne = { '.sv': { increment: 1 } };

  test('a +1 is counted; +2, a number, a string, a deletion or a past day are refused', async () => {
    const today = argentinaDay(Date.now());
    const key = uniqueKey('rest');
    const day = `consultas/${today}`;
    expect((await post(day, { dia: today, [`paginas/${key}`]: plusOne })).status).toBe(200);
    expect((await post(day, { dia: today, [`paginas/${key}`]: plusOne })).status).toBe(200);
    for (const value of [{ '.sv': { increment: 2 } }, 50, 'muchas', null]) {
      const response = await post(day, { dia: today, [`paginas/${key}`]: value });
      expect(response.status, JSON.stringify(value)).toBe(401);
    }
    expect((await post(`consultas/${today - 3}`, { dia: today - 3, [`paginas/${key}`]: plusOne })).status).toBe(401);
    expect((await fetch(`http://localhost:${backendPorts.database}/${day}.json?ns=demo-frio`)).status).toBe(401);
    expect(await ownerRead(`${day}/paginas/${key}`)).toBe(2);
  });

  test('only products of the catalogue are counted: a made-up id is refused, a listed one counts', async ({
    client,
  }) => {
    const today = argentinaDay(Date.now());
    const day = `consultas/${today}`;
    const listed = (await listedProducts(client))[4]!;
    const before = ((await ownerRead(`${day}/productos/${listed}`)) as number | null) ?? 0;
    for (const madeUp of ['PRUEBA', `X${Date.now().toString(36)}`, 'productos']) {
      const response = await post(day, { dia: today, [`productos/${madeUp}`]: plusOne });
      expect(response.status, madeUp).toBe(401);
    }
    expect((await post(day, { dia: today, [`productos/${listed}`]: plusOne })).status).toBe(200);
    expect(await ownerRead(`${day}/productos/${listed}`)).toBe(before + 1);
  });
});

test('the rules hold the same key patterns as the client (shared/src/consultas/consultas.ts)', () => {
  const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
  expect(rules).toContain(JSON.stringify(PAGE_KEY_PATTERN.source).slice(1, -1));
  expect(rules).toContain(JSON.stringify(PRODUCT_ID_PATTERN.source).slice(1, -1));
});
