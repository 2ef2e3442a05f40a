/** The sign-up requests as the owner's tabs show them (pure). */
import { onFirstUse } from '@frio/shared/format';

type RequestState = 'pendiente' | 'aprobada' | 'rechazada' | 'revocada';

export interface SignupRequestRow {
  dni: string;
  nombre: string;
  email: string;
  telefono: string;
  localidad: string;
  fecha: number;
  estado: RequestState;
  motivo?: string;
  resuelta?: number;
}

const states: ReadonlySet<string> = new Set(['aprobada', 'rechazada', 'revocada']);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every well-formed request of a `solicitudes` value (malformed ones are left out). */
export function parseRequests(value: unknown): SignupRequestRow[] {
  if (typeof value !== 'object' || value === null) return [];
  const rows: SignupRequestRow[] = [];
  for (const [dni, raw] of Object.entries(value as Record<string, unknown>)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const record = raw as Record<string, unknown>;
    if (typeof record.fecha !== 'number' || !text(record.email)) continue;
    rows.push({
      dni,
      nombre: text(record.nombre),
      email: text(record.email).toLowerCase(),
      telefono: text(record.telefono),
      localidad: text(record.localidad),
      fecha: record.fecha,
      estado: states.has(text(record.estado)) ? (record.estado as RequestState) : 'pendiente',
      motivo: text(record.motivo) || undefined,
      resuelta: typeof record.resuelta === 'number' ? record.resuelta : undefined,
    });
  }
  return rows;
}

export type RequestTab = 'pendientes' | 'aprobadas' | 'rechazadas';

const tabOf = (row: SignupRequestRow): RequestTab =>
  row.estado === 'pendiente' ? 'pendientes' : row.estado === 'aprobada' ? 'aprobadas' : 'rechazadas';

/** The rows of one tab, newest first (by when they were resolved, else sent). */
export function rowsOf(rows: readonly SignupRequestRow[], tab: RequestTab): SignupRequestRow[] {
  const when = (row: SignupRequestRow) => (tab === 'pendientes' ? row.fecha : (row.resuelta ?? row.fecha));
  return rows.filter((row) => tabOf(row) === tab).sort((a, b) => when(b) - when(a));
}

export const countOf = (rows: readonly SignupRequestRow[], tab: RequestTab) =>
  rows.filter((row) => tabOf(row) === tab).length;

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/Argentina/Buenos_Aires',
    }),
);

/** "20/11/2026, 10:30" in Argentina's time. */
export const requestDate = (ms: number): string => dateFormat().format(ms);
