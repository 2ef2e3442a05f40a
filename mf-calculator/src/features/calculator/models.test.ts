import { describe, expect, it } from 'vitest';
import { acModels } from './models.ts';

describe('the model catalogue (docs/contract.md "Data entities")', () => {
  it('has 22 models from three brands, on/off and inverter, from 2245 to 6800 frigorías', () => {
    expect(acModels).toHaveLength(22);
    expect(new Set(acModels.map((m) => m.nombre.split(' ')[0])).size).toBe(3);
    expect(acModels.some((m) => /on\/off/.test(m.nombre))).toBe(true);
    expect(acModels.some((m) => /inverter/.test(m.nombre))).toBe(true);
    const frigorias = acModels.map((m) => m.frigorias);
    expect(Math.min(...frigorias)).toBe(2245);
    expect(Math.max(...frigorias)).toBe(6800);
  });
  it('gives every model a unique name and a web-search link for it', () => {
    expect(new Set(acModels.map((m) => m.nombre)).size).toBe(acModels.length);
    for (const m of acModels) {
      const url = new URL(m.link);
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('q')).toBe(m.nombre);
    }
  });
});
