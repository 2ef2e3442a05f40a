/**
 * Which account an approval grants the technician prices to. The grant names an account's uid
 * (`tecnicos/<key>/uid`), and the rules accept only the uid the business recorded as the account it
 * created for that e-mail (`cuentas/<key>`): an account someone made before approval, with a password of
 * their own choosing, is never the business's, so it is never granted, verified or not (docs/security.md).
 * The business's account has a random password nobody sees; the applicant chooses theirs through the
 * password e-mail, in their own inbox.
 */
import { ACCOUNTS_PATH, technicianKey } from '@frio/shared/roles';
import { withTimeout } from '@frio/shared/timeout';
import type { SignupRequestRow } from './requests.ts';

const TIMEOUT_MS = 10_000;

/** Thrown when the e-mail has an account the business did not create: nothing is written. */
export class AccountNotOursError extends Error {
  constructor(row: SignupRequestRow) {
    super(
      `No se aprobó: ya existe una cuenta con ${row.email} que no creó el negocio, así que no sabemos quién eligió ` +
        `su contraseña (si la aprobáramos, quien la creó podría ver los precios de técnico). Confirmá con ` +
        `${row.nombre} (${row.telefono}) que pidió el alta. Para aprobarla, borrá esa cuenta en la consola de ` +
        `Firebase (Authentication → Usuarios: buscá ${row.email} y elegí Borrar cuenta) y tocá Aprobar de nuevo: ` +
        'el negocio crea una cuenta nueva y le llega un email para elegir su contraseña.',
    );
    this.name = 'AccountNotOursError';
  }
}

/**
 * Accounts this page created whose approval was not written yet (the database failed right after):
 * pressing Aprobar again finds the account and knows it is the business's.
 */
const createdHere = new Map<string, string>();

export interface ApprovalAccount {
  uid: string;
  /** The business's account was there from an earlier approval (not made now, nor just before by this page). */
  existed: boolean;
  /** The account is new to `cuentas`: the approval records it. */
  record: boolean;
}

async function recordedUid(key: string): Promise<string | null> {
  const { readOnce } = await import('@frio/shared/firebase');
  const uid = await readOnce(`${ACCOUNTS_PATH}/${key}/uid`, {
    timeoutMs: TIMEOUT_MS,
    timeout: () => new Error('timeout'),
  });
  return typeof uid === 'string' && uid !== '' ? uid : null;
}

/** The account to grant: made now, or the one the business made before; AccountNotOursError otherwise. */
export async function accountForApproval(row: SignupRequestRow): Promise<ApprovalAccount> {
  const { createAccountFor } = await import('@frio/shared/firebase');
  const key = technicianKey(row.email);
  const created = await withTimeout(createAccountFor(row.email), TIMEOUT_MS, () => new Error('timeout'));
  if (created !== 'existed') {
    createdHere.set(key, created.uid);
    return { uid: created.uid, existed: false, record: true };
  }
  const pending = createdHere.get(key);
  if (pending) return { uid: pending, existed: false, record: true };
  const recorded = await recordedUid(key);
  if (!recorded) throw new AccountNotOursError(row);
  return { uid: recorded, existed: true, record: false };
}

/** The approval is written: the account is in `cuentas` now. */
export function accountRecorded(row: SignupRequestRow): void {
  createdHere.delete(technicianKey(row.email));
}
