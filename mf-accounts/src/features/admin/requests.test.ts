import { describe, expect, it } from 'vitest';
import { countOf, parseRequests, requestDate, rowsOf } from './requests.ts';

const base = { nombre: 'Gómez Ana', email: 'Ana@Ejemplo.com', telefono: '3455 401234', localidad: 'Villaguay', dni: 1 };

describe('requests', () => {
  const rows = parseRequests({
    '1': { ...base, fecha: 100 },
    '2': { ...base, fecha: 300 },
    '3': { ...base, fecha: 200, estado: 'aprobada', resuelta: 400 },
    '4': { ...base, fecha: 50, estado: 'rechazada', motivo: 'Datos incompletos', resuelta: 500 },
    '5': { ...base, fecha: 60, estado: 'revocada', resuelta: 600 },
    '6': { ...base, fecha: 'ayer' },
    '7': 'basura',
  });

  it('keeps well-formed requests, e-mails lower-cased, an unknown state as pending', () => {
    expect(rows.map((row) => row.dni)).toEqual(['1', '2', '3', '4', '5']);
    expect(rows[0]).toMatchObject({ email: 'ana@ejemplo.com', estado: 'pendiente' });
  });

  it('splits pending, approved and rejected (revoked among them), newest first', () => {
    expect(rowsOf(rows, 'pendientes').map((row) => row.dni)).toEqual(['2', '1']);
    expect(rowsOf(rows, 'aprobadas').map((row) => row.dni)).toEqual(['3']);
    expect(rowsOf(rows, 'rechazadas').map((row) => row.dni)).toEqual(['5', '4']);
    expect(countOf(rows, 'pendientes')).toBe(2);
  });

  it('formats dates in es-AR, Argentina time', () => {
    expect(requestDate(Date.UTC(2026, 10, 20, 13, 30))).toMatch(/^20\/11\/2026,? 10:30$/);
  });

  it('an empty or missing node is no request', () => {
    expect(parseRequests(null)).toEqual([]);
  });
});
