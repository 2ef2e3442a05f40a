import { describe, expect, it } from 'vitest';
import { rubros } from '../business/types.ts';
import { readSavedTechnicianList, toSavedTechnicianList } from './technician-list.ts';

const listas = Object.fromEntries(rubros.map((rubro) => [rubro, rubro === 'gas' ? null : '{"campos":["clave"]}']));
const stored = { uid: 'tecnico-1', stamp: 5, listas };

describe('a saved list 2, as read back from the device', () => {
  it('is handed only to the account that saved it', () => {
    expect(toSavedTechnicianList(stored, 'tecnico-1')).toEqual(stored);
    expect(toSavedTechnicianList(stored, 'otro')).toBeNull();
    expect(toSavedTechnicianList(stored, null)).toBeNull();
  });

  it('is null when it is not one (storage is untrusted)', () => {
    const broken = [
      null,
      'x',
      { ...stored, stamp: '5' },
      { ...stored, listas: null },
      { ...stored, listas: { ...listas, cobre: 7 } },
    ];
    for (const value of broken) expect(toSavedTechnicianList(value, 'tecnico-1')).toBeNull();
  });

  it('is null without IndexedDB or without a session', async () => {
    expect(await readSavedTechnicianList('tecnico-1')).toBeNull(); // jsdom has no IndexedDB
    expect(await readSavedTechnicianList(null)).toBeNull();
  });
});
