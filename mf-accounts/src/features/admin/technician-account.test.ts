import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignupRequestRow } from './requests.ts';

const firebase = vi.hoisted(() => ({
  createAccountFor: vi.fn(),
  recorded: {} as Record<string, string>,
}));
vi.mock('@frio/shared/firebase', async () =>
  (await import('@frio/shared/testing/firebase-reads')).withDatabaseReads(
    (() => ({
      createAccountFor: firebase.createAccountFor,
      getFirebaseDatabase: () => Promise.resolve({}),
      loadDatabaseSdk: () =>
        Promise.resolve({
          ref: (_db: unknown, path: string) => path,
          onValue: (path: string, next: (snapshot: { val: () => unknown }) => void) => {
            next({ val: () => firebase.recorded[path] ?? null });
            return () => undefined;
          },
        }),
    }))(),
  ),
);

const { AccountNotOursError, accountForApproval, accountRecorded } = await import('./technician-account.ts');

const row = (email: string) =>
  ({ dni: '30111222', nombre: 'Gómez Ana', email, telefono: '3455 401234' }) as SignupRequestRow;

beforeEach(() => {
  firebase.createAccountFor.mockReset();
  firebase.recorded = {};
});

describe('accountForApproval', () => {
  it('an account made now is granted and recorded as the business’s', async () => {
    firebase.createAccountFor.mockResolvedValue({ uid: 'nueva' });
    expect(await accountForApproval(row('a@prueba.frio'))).toEqual({ uid: 'nueva', existed: false, record: true });
  });

  it('an account someone else made before approval is refused, saying why and what to do', async () => {
    firebase.createAccountFor.mockResolvedValue('existed');
    const refusal = accountForApproval(row('b@prueba.frio'));
    await expect(refusal).rejects.toThrow(AccountNotOursError);
    await expect(refusal).rejects.toThrow(
      /^No se aprobó: ya existe una cuenta con b@prueba\.frio que no creó el negocio.*Confirmá con Gómez Ana \(3455 401234\).*Borrar cuenta/,
    );
  });

  it('the account the business made at an earlier approval is kept', async () => {
    firebase.createAccountFor.mockResolvedValue('existed');
    firebase.recorded['cuentas/c@prueba,frio/uid'] = 'del-negocio';
    expect(await accountForApproval(row('c@prueba.frio'))).toEqual({
      uid: 'del-negocio',
      existed: true,
      record: false,
    });
  });

  it('Aprobar again after the database failed: the account this page just made is known, until recorded', async () => {
    firebase.createAccountFor.mockResolvedValueOnce({ uid: 'recien' }).mockResolvedValue('existed');
    await accountForApproval(row('d@prueba.frio'));
    expect(await accountForApproval(row('d@prueba.frio'))).toEqual({ uid: 'recien', existed: false, record: true });
    accountRecorded(row('d@prueba.frio'));
    await expect(accountForApproval(row('d@prueba.frio'))).rejects.toThrow(AccountNotOursError);
  });
});
