/**
 * The technician's part of "Usar sin conexión": every rubro's list 2, read with the session as the
 * catalogue reads it online. An approved technician's `tecnicos/<e-mail key>` exists and the rules let
 * them read `privado/`.
 */
import { hasStoredSession } from '../accounts/session.ts';
import { TECHNICIANS_PATH, technicianKey } from '../accounts/roles.ts';
import { rubros } from '../business/types.ts';
import { decodeListing } from '../catalogue/listing-codec.ts';
import type { SavedTechnicianList } from './technician-list.ts';

/** A read's wait for the database before the save fails whole. */
const READ_TIMEOUT_MS = 20_000;

type Read = (path: string) => Promise<unknown>;
type Lists = Omit<SavedTechnicianList, 'stamp'>;

/** The rules refused the read (the SDK's error code is `PERMISSION_DENIED`). */
const refused = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && /permission_denied/i.test(String((error as { code?: unknown }).code));

/**
 * This account's lists 2, or null when it is no approved technician's (no `tecnicos/<key>`, or the rules
 * refuse it: it sees list 1 online as well). A read that fails otherwise or a list that is not one
 * rejects: the save fails whole.
 */
export async function technicianLists(account: { uid: string; email: string }, read: Read): Promise<Lists | null> {
  try {
    if ((await read(`${TECHNICIANS_PATH}/${technicianKey(account.email)}`)) === null) return null;
    const lists = await Promise.all(
      rubros.map(async (rubro) => {
        const stored = await read(`privado/listas/${rubro}`);
        if (stored !== null && (typeof stored !== 'string' || !decodeListing(stored)))
          throw new Error(`privado/listas/${rubro}: not a list`);
        return [rubro, stored] as const;
      }),
    );
    return { uid: account.uid, listas: Object.fromEntries(lists) };
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

/** The signed-in account's lists 2 (technicianLists), read with its session; null for a visitor. */
export async function sessionLists(): Promise<Lists | null> {
  if (!hasStoredSession()) return null;
  const { getFirebaseAuth, readOnce } = await import('@frio/shared/firebase');
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user || user.isAnonymous || !user.email) return null;
  return technicianLists({ uid: user.uid, email: user.email }, (path) =>
    readOnce(path, { timeoutMs: READ_TIMEOUT_MS, timeout: () => new Error(`${path}: no answer`) }),
  );
}
