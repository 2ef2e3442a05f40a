import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPriceType } from './price-type.ts';

const fake = vi.hoisted(() => ({
  email: 'Tecnico@Demo.frio' as string | null,
  approved: true,
  denied: false,
  paths: [] as string[],
  imported: 0,
}));
vi.mock('@frio/shared/firebase', async () =>
  (await import('@frio/shared/testing/firebase-reads')).withDatabaseReads(
    (() => {
      fake.imported += 1;
      return {
        getFirebaseAuth: async () => ({
          authStateReady: async () => {},
          currentUser: fake.email ? { uid: 'x', email: fake.email } : null,
        }),
        getFirebaseDatabase: async () => ({}),
        loadDatabaseSdk: async () => ({
          ref: (_db: unknown, path: string) => {
            fake.paths.push(path);
            return path;
          },
          onValue: (_ref: unknown, cb: (snap: { val(): unknown }) => void, fail: (error: Error) => void) => {
            if (fake.denied) fail(new Error('permission_denied'));
            else cb({ val: () => (fake.approved ? { aprobado: true } : null) });
            return () => {};
          },
        }),
      };
    })(),
  ),
);

// The list 2 saved for offline use by this account: whether there is one.
const saved = vi.hoisted(() => ({ list: false }));
vi.mock('@frio/shared/offline/technician-list', () => ({
  readSavedTechnicianList: async () => (saved.list ? { uid: 'x', stamp: 1, listas: {} } : null),
}));

const signIn = () => localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');

describe('readPriceType', () => {
  beforeEach(() => {
    localStorage.clear();
    fake.email = 'Tecnico@Demo.frio';
    fake.approved = true;
    fake.denied = false;
    fake.paths.length = 0;
  });

  it('is 1 for visitors without touching Firebase', async () => {
    expect(await readPriceType()).toBe(1);
    expect(fake.paths).toEqual([]);
  });

  it('reads tecnicos/<e-mail key> for a session: an approved technician sees lista2', async () => {
    signIn();
    expect(await readPriceType()).toBe(2);
    expect(fake.paths).toEqual(['tecnicos/tecnico@demo,frio']);
  });

  it('is 1 when the node is missing, the rules refuse the read, or the session has no user', async () => {
    signIn();
    fake.approved = false;
    expect(await readPriceType()).toBe(1);
    fake.approved = true;
    fake.denied = true;
    expect(await readPriceType()).toBe(1);
    fake.email = null;
    expect(await readPriceType()).toBe(1);
  });

  it('offline, is 2 only when this account saved its list 2 for offline use, asking no database', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    saved.list = true;
    expect(await readPriceType()).toBe(1); // a visitor, whatever the device holds
    signIn();
    expect(await readPriceType()).toBe(2);
    saved.list = false;
    expect(await readPriceType()).toBe(1);
    expect(fake.paths).toEqual([]);
  });
});
