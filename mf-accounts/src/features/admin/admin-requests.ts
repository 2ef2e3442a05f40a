/**
 * The owner's back-office on the Realtime Database (`solicitudes`, `tecnicos`, `cuentas`) and Firebase
 * Auth. The rules let only the owner do any of it (database.rules.json).
 */
import { ACCOUNTS_PATH, TECHNICIANS_PATH, technicianKey } from '@frio/shared/roles';
import { withTimeout } from '@frio/shared/timeout';
import { parseRequests, type SignupRequestRow } from './requests.ts';
import { AccountNotOursError, accountForApproval, accountRecorded } from './technician-account.ts';

const WRITE_TIMEOUT_MS = 10_000;

export class AdminActionError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'AdminActionError';
  }
}

/**
 * One atomic multi-path update, sent only while the database is connected (`paths` gets the server's
 * time to put where a date goes). Refused unsent when the database cannot be reached; when it was sent
 * but not confirmed in time, the database applies it whole or not at all, and doing the action again
 * writes the same values.
 */
async function write(paths: (now: object) => Record<string, unknown>): Promise<void> {
  const { updateWhenConnected, DatabaseWriteError } = await import('@frio/shared/firebase');
  try {
    await updateWhenConnected(paths, WRITE_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof DatabaseWriteError)) throw error;
    throw new AdminActionError(
      error.reason === 'offline'
        ? 'No hay conexión con la base de datos: no se cambió nada.'
        : 'La base de datos no confirmó el cambio a tiempo (si la conexión vuelve, se aplica completo).',
      error,
    );
  }
}

/** Calls `onRows` with every request now and on every change; `onError` when they cannot be read. */
export async function watchRequests(
  onRows: (rows: SignupRequestRow[]) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { subscribe } = await import('@frio/shared/firebase');
  return subscribe('solicitudes', (value) => onRows(parseRequests(value)), onError);
}

async function sendPasswordEmail(email: string): Promise<void> {
  const { getFirebaseAuth, loadAuthSdk } = await import('@frio/shared/firebase');
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  await withTimeout(
    sdk.sendPasswordResetEmail(auth, email, { url: new URL('/login', window.location.origin).href }),
    WRITE_TIMEOUT_MS,
    () => new AdminActionError('No hubo respuesta del servicio de cuentas.'),
  );
}

export interface Approval {
  /** The e-mail had the account the business made for it at an earlier approval: it is kept. */
  existed: boolean;
  /** The password e-mail went out (else: Reenviar email). */
  emailSent: boolean;
}

/**
 * An account someone else made for the e-mail is refused (AccountNotOursError), nothing written. Each
 * step may be retried: a second approval finds the account and writes the same approval.
 */
export async function approveRequest(row: SignupRequestRow): Promise<Approval> {
  const { whenDatabaseConnected } = await import('@frio/shared/firebase');
  // The database first: an account made for an approval the database cannot take would be left behind.
  try {
    await whenDatabaseConnected();
  } catch (error) {
    throw new AdminActionError('No hay conexión con la base de datos: no se cambió nada.', error);
  }
  let account;
  try {
    account = await accountForApproval(row);
  } catch (error) {
    if (error instanceof AccountNotOursError) throw error;
    throw new AdminActionError('No se pudo crear la cuenta del técnico.', error);
  }
  const key = technicianKey(row.email);
  await write((now) => ({
    [`${TECHNICIANS_PATH}/${key}`]: {
      email: row.email,
      nombre: row.nombre,
      dni: Number(row.dni),
      aprobado: now,
      uid: account.uid,
    },
    ...(account.record ? { [`${ACCOUNTS_PATH}/${key}`]: { uid: account.uid, creada: now } } : {}),
    [`solicitudes/${row.dni}/estado`]: 'aprobada',
    [`solicitudes/${row.dni}/resuelta`]: now,
  }));
  accountRecorded(row);
  try {
    await sendPasswordEmail(row.email);
    return { existed: account.existed, emailSent: true };
  } catch (error) {
    console.warn('[admin] password e-mail not sent', error);
    return { existed: account.existed, emailSent: false };
  }
}

export async function resendPasswordEmail(email: string): Promise<void> {
  try {
    await sendPasswordEmail(email);
  } catch (error) {
    throw new AdminActionError('No se pudo enviar el email.', error);
  }
}

export async function rejectRequest(row: SignupRequestRow, motivo: string): Promise<void> {
  await write((now) => ({
    [`solicitudes/${row.dni}/estado`]: 'rechazada',
    [`solicitudes/${row.dni}/motivo`]: motivo.trim() || null,
    [`solicitudes/${row.dni}/resuelta`]: now,
  }));
}

/** The technician sees list 1 from their next page load, not at once. */
export async function revokeTechnician(row: SignupRequestRow): Promise<void> {
  await write((now) => ({
    [`${TECHNICIANS_PATH}/${technicianKey(row.email)}`]: null,
    [`solicitudes/${row.dni}/estado`]: 'revocada',
    [`solicitudes/${row.dni}/resuelta`]: now,
  }));
}
