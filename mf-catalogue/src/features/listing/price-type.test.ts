import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPriceType } from './price-type.ts';

const fake = vi.hoisted(() => ({
  uid: 'demo-tecnico' as string | null,
  tipoPrecio: 2 as unknown,
  paths: [] as string[],
  imported: 0,
}));
vi.mock('@frio/shared/firebase', () => {
  fake.imported += 1;
  return {
    getFirebaseAuth: async () => ({ authStateReady: async () => {}, currentUser: fake.uid ? { uid: fake.uid } : null }),
    getFirebaseDatabase: async () => ({}),
    loadDatabaseSdk: async () => ({
      ref: (_db: unknown, path: string) => {
        fake.paths.push(path);
        return path;
      },
      onValue: (_ref: unknown, cb: (snap: { val(): unknown }) => void) => {
        cb({ val: () => fake.tipoPrecio });
        return () => {};
      },
    }),
  };
});

const signIn = () => localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');

describe('readPriceType', () => {
  beforeEach(() => {
    localStorage.clear();
    fake.uid = 'demo-tecnico';
    fake.tipoPrecio = 2;
    fake.paths.length = 0;
  });

  it('is 1 for visitors without touching Firebase', async () => {
    expect(await readPriceType()).toBe(1);
    expect(fake.paths).toEqual([]);
  });

  it('reads usuarios/{uid}/tipoPrecio for a session: 2 means lista2', async () => {
    signIn();
    expect(await readPriceType()).toBe(2);
    expect(fake.paths).toEqual(['usuarios/demo-tecnico/tipoPrecio']);
  });

  it('is 1 when the stored value is anything else or the session has no user', async () => {
    signIn();
    fake.tipoPrecio = null;
    expect(await readPriceType()).toBe(1);
    fake.uid = null;
    expect(await readPriceType()).toBe(1);
  });
});
