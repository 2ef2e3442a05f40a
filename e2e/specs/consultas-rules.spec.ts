/**
 * database.rules.json for the WhatsApp consultation counters (`consultas`), every role (visitor, signed
 * in but not approved, approved technician, owner) through the real SDK and over REST as the site writes
 * them: only +1 on today's counter, under strict keys; only the owner reads them.
 */
import { expect } from '@playwright/test';
import { denied, test } from '../support/rules-client.ts';
import { ref, set, remove, update } from 'firebase/database';
import { readFileSync } from 'node:fs';
import { PAGE_KEYS, PAGE_KEY_PATTERN, PRODUCT_ID_PATTERN, argentinaDay, pageKey } from '@frio/shared/consultas';
import { siteRoutes } from '@frio/shared/routes';
import { rubros } from '@frio/shared/types';
import { writePaths } from '../support/catalogue-admin.ts';
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

/** A page key of the site per role, so no two roles count on the same one. */
const roleKeys: Record<Role, string> = {
  visitor: 'nosotros',
  'signed in, not approved': 'faq',
  'approved technician': 'productos-aires',
  owner: 'productos-transporte',
};

/** Listed products (keys of `productos` with a rubro), one per role and one for REST, so no two tests count the same one. */
async function listedProducts(client: Client): Promise<string[]> {
  const records = (await readOnce(ref(client.db, 'productos'))) as Record<string, { rubro?: unknown }>;
  return Object.keys(records)
    .filter((id) => typeof records[id]?.rubro === 'string')
    .slice(0, 8);
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
    const key = roleKeys[role];
    const page = `consultas/${today}/paginas/${key}`;
    const productId = (await listedProducts(client))[index]!;
    const product = `productos/${productId}`;
    // Another spec (or an earlier run) may have counted this page or product today already.
    const before = ((await ownerRead(page)) as number | null) ?? 0;
    const counted = ((await ownerRead(`consultas/${today}/${product}`)) as number | null) ?? 0;
    // The local server does not know the SDK's increment(): the counts are written as the values they
    // lead to, which is what the rules see on a real database too.
    const write = (path: string, value: unknown, day = today) =>
      update(ref(client.db, `consultas/${day}`), { dia: day, [path]: value });

    // +1, then +1 again: allowed for everyone.
    await expect(write(`paginas/${key}`, before + 1)).resolves.toBeUndefined();
    await expect(write(`paginas/${key}`, before + 2)).resolves.toBeUndefined();
    await expect(write(product, counted + 1)).resolves.toBeUndefined();
    // Anything else is refused: +2, a lower number, a string, a deletion, a past or future day.
    await expect(write(`paginas/${key}`, before + 4)).rejects.toThrow(denied);
    await expect(write(`paginas/${key}`, before + 1)).rejects.toThrow(denied);
    await expect(write(`paginas/${key}`, before + 2.5)).rejects.toThrow(denied);
    await expect(set(ref(client.db, page), 'muchas')).rejects.toThrow(denied);
    await expect(remove(ref(client.db, page))).rejects.toThrow(denied);
    await expect(remove(ref(client.db, `consultas/${today}`))).rejects.toThrow(denied);
    await expect(write(`paginas/${key}`, 1, today - 1)).rejects.toThrow(denied);
    await expect(write(`paginas/${key}`, 1, today + 2)).rejects.toThrow(denied);
    // The day number must be the key's, and keys must be the site's; no other field.
    await expect(
      update(ref(client.db, `consultas/${today}`), { dia: today - 1, [`paginas/${key}`]: before + 3 }),
    ).rejects.toThrow(denied);
    await expect(write('paginas/Con Espacios', 1)).rejects.toThrow(denied);
    await expect(write(`productos/${'x'.repeat(41)}`, 1)).rejects.toThrow(denied);
    // A product that is not in the catalogue is not counted (a script made them up).
    await expect(write(`productos/PRUEBA-${Date.now().toString(36)}`, 1)).rejects.toThrow(denied);
    await expect(write(`otro/${key}`, 1)).rejects.toThrow(denied);
    await expect(set(ref(client.db, `consultas/${today}/dia`), today - 1)).rejects.toThrow(denied);

    if (role === 'owner') {
      await expect(readOnce(ref(client.db, 'consultas'))).resolves.toBeTruthy();
    } else {
      await expect(readOnce(ref(client.db, 'consultas'))).rejects.toThrow(denied);
      await expect(readOnce(ref(client.db, page))).rejects.toThrow(denied);
    }
    expect(await ownerRead(page)).toBe(before + 2);
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
    const key = 'calculadora-aire-acondicionado';
    const day = `consultas/${today}`;
    const before = ((await ownerRead(`${day}/paginas/${key}`)) as number | null) ?? 0;
    expect((await post(day, { dia: today, [`paginas/${key}`]: plusOne })).status).toBe(200);
    expect((await post(day, { dia: today, [`paginas/${key}`]: plusOne })).status).toBe(200);
    for (const value of [{ '.sv': { increment: 2 } }, 50, 'muchas', null]) {
      const response = await post(day, { dia: today, [`paginas/${key}`]: value });
      expect(response.status, JSON.stringify(value)).toBe(401);
    }
    expect((await post(`consultas/${today - 3}`, { dia: today - 3, [`paginas/${key}`]: plusOne })).status).toBe(401);
    expect((await fetch(`http://localhost:${backendPorts.database}/${day}.json?ns=demo-frio`)).status).toBe(401);
    expect(await ownerRead(`${day}/paginas/${key}`)).toBe(before + 2);
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

  test("page keys are the site's routes: made-up ones, even 500 in one request, are refused and nothing is written", async () => {
    // A script wrote 17,501 made-up keys in a day (500 a request), and its text showed in the owner's panel.
    const today = argentinaDay(Date.now());
    const day = `consultas/${today}`;
    const madeUp = [
      'compre-en-otro-lado-www-evil-example',
      'producto-10672-compre-en-otro-lado-www-evil-example',
      'productos-insumos-inventado',
      'inicio-2',
      'prueba',
    ];
    for (const key of madeUp)
      expect((await post(day, { dia: today, [`paginas/${key}`]: plusOne })).status, key).toBe(401);
    const flood = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [`paginas/basura-${i}-${Date.now().toString(36)}`, plusOne]),
    );
    expect((await post(day, { dia: today, ...flood })).status).toBe(401);
    // One made-up key refuses the whole request, the site's key beside it included.
    const before = ((await ownerRead(`${day}/paginas/inicio`)) as number | null) ?? 0;
    expect((await post(day, { dia: today, 'paginas/inicio': plusOne, 'paginas/prueba': plusOne })).status).toBe(401);
    const stored = ((await ownerRead(`${day}/paginas`)) as Record<string, number> | null) ?? {};
    expect(Object.keys(stored).filter((key) => !PAGE_KEYS.includes(key))).toEqual([]);
    expect(stored.inicio ?? 0).toBe(before);
  });

  test("every key the site counts is accepted: each route's, each rubro listing's, a product page's and any other address's", async () => {
    const today = argentinaDay(Date.now());
    const day = `consultas/${today}`;
    const before = ((await ownerRead(`${day}/paginas`)) as Record<string, number> | null) ?? {};
    const keys = [
      ...new Set(
        siteRoutes.map((route) =>
          pageKey(route.path.replace(':rubro', 'cobre').replace(':segment', '10672-cano-de-cobre')),
        ),
      ),
    ];
    keys.push(...rubros.map((rubro) => pageKey(`/productos/insumos/${rubro}`)), pageKey('/una-pagina-que-no-existe'));
    expect(new Set(keys)).toEqual(new Set(PAGE_KEYS));
    const patch = Object.fromEntries(PAGE_KEYS.map((key) => [`paginas/${key}`, plusOne]));
    expect((await post(day, { dia: today, ...patch })).status).toBe(200);
    const after = (await ownerRead(`${day}/paginas`)) as Record<string, number>;
    for (const key of PAGE_KEYS) expect(after[key], key).toBe((before[key] ?? 0) + 1);
  });

  test('a product is counted only while the catalogue lists it (its record has a rubro)', async ({ client }) => {
    const today = argentinaDay(Date.now());
    const day = `consultas/${today}`;
    const listed = (await listedProducts(client))[5]!;
    const unlisted = `SINRUBRO${Date.now().toString(36)}`;
    const record = (await readOnce(ref(client.db, `productos/${listed}`))) as Record<string, unknown>;
    const { rubro: _, ...withoutRubro } = record;
    await writePaths({ [`productos/${unlisted}`]: { ...withoutRubro, id: unlisted } });
    try {
      expect((await post(day, { dia: today, [`productos/${unlisted}`]: plusOne })).status).toBe(401);
      expect(await ownerRead(`${day}/productos/${unlisted}`)).toBeNull();
    } finally {
      await writePaths({ [`productos/${unlisted}`]: null });
    }
  });
});

test('a day holds a bounded number of children: the page keys are a fixed list, the products the listed ones', () => {
  // The rules cannot count a node's children; what bounds a day is that every key must be one of a
  // list: the page keys below (one per route, rubro listing, product page and other address) and the
  // catalogue's listed products, which only the owner writes.
  expect(PAGE_KEYS.length).toBeLessThanOrEqual(40);
  for (const key of PAGE_KEYS) expect(key).toMatch(PAGE_KEY_PATTERN);
  expect('compre-en-otro-lado-www-evil-example').not.toMatch(PAGE_KEY_PATTERN);
  expect(PAGE_KEY_PATTERN.source).toBe(`^(${PAGE_KEYS.join('|')})$`);
});

test('the rules hold the same key patterns as the client (shared/src/consultas/consultas.ts)', () => {
  const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
  expect(rules).toContain(JSON.stringify(PAGE_KEY_PATTERN.source).slice(1, -1));
  expect(rules).toContain(JSON.stringify(PRODUCT_ID_PATTERN.source).slice(1, -1));
});
