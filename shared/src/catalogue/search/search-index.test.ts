import { describe, expect, it } from 'vitest';
import { catalogueTree, type PriceListRow } from '../import/index.ts';
import { TEXT_PART_LENGTH } from '../text-parts.ts';
import { decodeSearchIndex, encodeSearchIndex, searchIndexText } from './search-index.ts';

const row = (id: string, nombre: string, extra: Partial<PriceListRow> = {}): PriceListRow => ({
  id,
  nombre,
  stock: 3,
  lista1: 1000,
  lista2: 800,
  idRubro: 4,
  idSubrubro: 14,
  ...extra,
});

/** The index as the import writes it for these rows. */
const indexOf = (rows: PriceListRow[]) => catalogueTree(rows, 1).catalogo.indice;

describe('search index', () => {
  it('holds every listed article once, in name order, under its first rubro, without lista2', () => {
    const stored = indexOf([
      row('12', 'LATA DE GAS R22 X 1 KG', { codigo: 'GA1' }),
      row('11', 'CAÑO DE COBRE 1/4'),
      row('13', 'SIN STOCK DE COBRE', { stock: 0 }),
      row('14', 'AUTOMOTOR COBRE', { idSubrubro: 13 }),
      row('15', 'TORNILLO'),
    ]);
    const text = searchIndexText(stored)!;
    expect(text).not.toContain('lista2');
    expect(text).not.toContain('800');
    expect(decodeSearchIndex(text)).toEqual([
      { id: '11', nombre: 'CAÑO DE COBRE 1/4', rubro: 'cobre', codigo: undefined, lista1: 1000 },
      { id: '12', nombre: 'LATA DE GAS R22 X 1 KG', rubro: 'lata', codigo: 'GA1', lista1: 1000 },
    ]);
  });

  it('files each article under the rubro its stored record carries, the one its page shows', () => {
    const { productos, catalogo } = catalogueTree(
      [row('20', 'VALVULA DE GAS ESFERICA 1/4'), row('21', 'FILTRO DE ACEITE')],
      1,
    );
    const rubroOf = new Map(decodeSearchIndex(searchIndexText(catalogo.indice))?.map(({ id, rubro }) => [id, rubro]));
    expect(rubroOf).toEqual(
      new Map([
        ['20', 'valv'],
        ['21', 'filtro'],
      ]),
    );
    for (const [id, rubro] of rubroOf) expect(productos[id]?.rubro).toBe(rubro);
  });

  it('is stored in parts the database accepts (none over its 10 MB per string), read back whole', () => {
    const stored = encodeSearchIndex(
      Array.from({ length: 25_000 }, (_, i) => ({
        id: String(10_000 + i),
        nombre: `CAÑO DE COBRE ${i} MM X 3 MTS NACIONAL`,
        rubro: 'cobre' as const,
        lista1: 1000,
      })),
    );
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
