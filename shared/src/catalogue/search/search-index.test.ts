import { describe, expect, it } from 'vitest';
import { listingRubro } from '../product-page.ts';
import { TEXT_PART_LENGTH } from '../text-parts.ts';
import { decodeSearchIndex, encodeSearchIndex, searchIndexText } from './search-index.ts';

const record = (nombre: string, extra: Record<string, unknown> = {}) => ({
  id: 0,
  nombre,
  stock: 3,
  lista1: 1000,
  lista2: 800,
  idRubro: 4,
  idSubrubro: 14,
  ...extra,
});

describe('search index', () => {
  it('holds every listed article once, in name order, under its first rubro, without lista2', () => {
    const stored = encodeSearchIndex({
      '12': record('LATA DE GAS R22 X 1 KG', { codigo: 'GA1' }),
      '11': record('CAÑO DE COBRE 1/4'),
      '13': record('SIN STOCK DE COBRE', { stock: 0 }),
      '14': record('AUTOMOTOR COBRE', { idSubrubro: 13 }),
      '15': record('TORNILLO'),
    });
    const text = searchIndexText(stored)!;
    expect(text).not.toContain('lista2');
    expect(text).not.toContain('800');
    expect(decodeSearchIndex(text)).toEqual([
      { id: '11', nombre: 'CAÑO DE COBRE 1/4', rubro: 'cobre', codigo: undefined, lista1: 1000 },
      { id: '12', nombre: 'LATA DE GAS R22 X 1 KG', rubro: 'lata', codigo: 'GA1', lista1: 1000 },
    ]);
  });

  it('names the rubro whose term comes first', () => {
    expect(listingRubro('FILTRO DE ACEITE COMPRESOR')).toBe('filtro');
    expect(listingRubro('ACEITE PARA FILTRO')).toBe('aceite');
    expect(listingRubro('TORNILLO')).toBeNull();
    // The search, the product's page and its documents agree: a gas valve is a valve.
    expect(listingRubro('VALVULA DE GAS ESFERICA 1/4')).toBe('valv');
  });

  it('is stored in parts the database accepts (none over its 10 MB per string), read back whole', () => {
    const productos = Object.fromEntries(
      Array.from({ length: 25_000 }, (_, i) => [String(10_000 + i), record(`CAÑO DE COBRE ${i} MM X 3 MTS NACIONAL`)]),
    );
    const stored = encodeSearchIndex(productos);
    expect(stored.length).toBeGreaterThan(1);
    for (const part of stored) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(10 * 2 ** 20);
    for (const part of stored) expect(part.length).toBeLessThanOrEqual(TEXT_PART_LENGTH);
    expect(decodeSearchIndex(searchIndexText(stored))).toHaveLength(25_000);
  });

  it('reads nothing but an index', () => {
    expect(searchIndexText('{"campos":[],"filas":[]}')).toBeNull();
    expect(searchIndexText([])).toBeNull();
    expect(searchIndexText(['{', 3])).toBeNull();
    expect(decodeSearchIndex(null)).toBeNull();
    expect(decodeSearchIndex('{')).toBeNull();
    expect(decodeSearchIndex('{"campos":["x"],"filas":[]}')).toBeNull();
  });
});
