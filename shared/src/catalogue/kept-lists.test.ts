import { describe, expect, it } from 'vitest';
import { catalogueTree, planSync, type PriceListRow } from './import/index.ts';
import {
  dropKept,
  KEPT_LIST_PARTS,
  KEPT_LISTS,
  KeptListError,
  keepUpdate,
  keptListOf,
  keptProducts,
  keptSummaries,
  latestKept,
} from './kept-lists.ts';
import { TEXT_PART_LENGTH } from './text-parts.ts';

const product = (id: string, nombre: string, lista1: number, lista2: number): PriceListRow => ({
  id,
  codigo: `FX${id}`,
  nombre,
  stock: 2,
  lista1,
  lista2,
  idRubro: 1,
  idSubrubro: 3,
});

const products = [
  product('1', 'CAÑO DE COBRE 1/4', 1000, 800),
  product('2', 'CAÑO DE COBRE 3/8', 1500, 1200),
  product('3', 'GAS R410A X 11,3 KG', 90000, 80000),
];
const STAMP = Date.UTC(2026, 10, 20, 13);
const NOW = Date.UTC(2026, 10, 25, 15);

describe('kept lists', () => {
  it('a catalogue kept and written back gives every article, price, derived list and index it had', () => {
    const tree = catalogueTree(products, STAMP);
    const kept = keptListOf(tree);
    expect(kept).toMatchObject({ articulos: 3, fecha: STAMP });
    const back = catalogueTree(keptProducts(kept!.parts), NOW);
    expect(back).toEqual({ ...tree, catalogo: { ...tree.catalogo, actualizado: NOW } });
    // The command writes it as an import: against the replaced catalogue, everything comes back.
    const later = catalogueTree([product('9', 'CAÑO DE COBRE 1/2', 5, 4)], NOW - 1);
    const plan = planSync(later, keptProducts(kept!.parts), NOW);
    expect(plan.added.sort()).toEqual(['1', '2', '3']);
    expect(plan.removed).toEqual(['9']);
  });

  it('reads a database whose articles came back as an array, and keeps the rows without the rubro the import decided', () => {
    const kept = keptListOf({
      productos: [null, { id: '1', nombre: 'CAÑO DE COBRE', lista1: 1, rubro: 'cobre' }],
      catalogo: { actualizado: STAMP },
      privado: { precios: [null, 7] },
    });
    expect(kept).toMatchObject({ articulos: 1, fecha: STAMP });
    expect(keptProducts(kept!.parts)).toEqual([{ id: '1', nombre: 'CAÑO DE COBRE', lista1: 1, lista2: 7 }]);
  });

  it('keeps nothing when nothing is listed', () => {
    expect(keptListOf({ productos: null, catalogo: null, privado: null })).toBeNull();
    expect(keptListOf({ productos: null, catalogo: { actualizado: STAMP }, privado: null })).toBeNull();
    expect(keepUpdate(null, null, NOW)).toEqual({});
  });

  it('uses a free slot, else the oldest one: never more than KEPT_LISTS', () => {
    const list = { parts: ['[]'], articulos: 4, fecha: STAMP };
    expect(keepUpdate(list, null, NOW)).toEqual({
      'respaldos/listas/1': ['[]'],
      'respaldos/resumen/1': { guardado: NOW, articulos: 4, fecha: STAMP },
    });
    const full = Object.fromEntries(
      Array.from({ length: KEPT_LISTS }, (_, index) => [
        String(index + 1),
        { guardado: 100 - index, articulos: 1, fecha: 50 - index },
      ]),
    );
    // Slot 5 is the oldest (guardado 96).
    expect(Object.keys(keepUpdate(list, full, NOW))).toEqual(['respaldos/listas/5', 'respaldos/resumen/5']);
    expect(keepUpdate(list, full, NOW)['respaldos/resumen/5']).toEqual({ guardado: NOW, articulos: 4, fecha: STAMP });
    // A gap is filled first.
    const { 3: _gone, ...gap } = full;
    expect(Object.keys(keepUpdate(list, gap, NOW))).toContain('respaldos/listas/3');
  });

  it('lists the summaries newest first, array or record, ignoring anything malformed', () => {
    const summaries = keptSummaries([
      null,
      { guardado: 10, articulos: 3, fecha: 5 },
      { guardado: 30, articulos: 1, fecha: 7 },
      { guardado: 'x', articulos: 1, fecha: 7 },
      { guardado: 40, articulos: 1 },
    ]);
    expect(summaries).toEqual([
      { slot: '2', guardado: 30, fecha: 7, articulos: 1 },
      { slot: '1', guardado: 10, fecha: 5, articulos: 3 },
    ]);
    expect(latestKept({ 9: { guardado: 99, articulos: 1, fecha: 1 } })).toBeNull();
    expect(latestKept(null)).toBeNull();
  });

  it('frees a slot', () => {
    expect(dropKept('2')).toEqual({ 'respaldos/listas/2': null, 'respaldos/resumen/2': null });
  });

  it('stores a large list in parts no longer than the database takes, read back whole', () => {
    const many = Array.from({ length: 12_000 }, (_, i) =>
      product(String(10_000 + i), `CAÑO DE COBRE ${i} MM X 3 MTS NACIONAL`, 1000 + i, 800 + i),
    );
    const kept = keptListOf(catalogueTree(many, STAMP))!;
    expect(kept.parts.length).toBeGreaterThan(1);
    expect(kept.parts.length).toBeLessThanOrEqual(KEPT_LIST_PARTS);
    for (const part of kept.parts) expect(part.length).toBeLessThanOrEqual(TEXT_PART_LENGTH);
    expect(keptProducts(kept.parts)).toEqual(many);
  });

  it('refuses whole a kept list that cannot be read', () => {
    for (const bad of [
      null,
      [],
      ['{'],
      ['{}'],
      ['[]'],
      ['[{"id":1,"nombre":"A"}]'],
      ['[{"id":"1"}]'],
      ['[{"id":"1",', null, '"nombre":"A"}]'],
      ['[{"id":"1",', 7, '"nombre":"A"}]'],
      // Only parts: a list stored as one string is not a kept list.
      '[{"id":"1","nombre":"A"}]',
    ])
      expect(() => keptProducts(bad)).toThrow(KeptListError);
    expect(keptProducts(['[{"id":"1",', '"nombre":"A"}]'])).toEqual([{ id: '1', nombre: 'A' }]);
  });
});
