import { describe, expect, it } from 'vitest';
import {
  planSync,
  previewImport,
  priceLeapWarningText,
  removalWarning,
  removalWarningText,
  type PriceListRow,
} from './index.ts';

const product = (id: string, lista1: number, lista2: number, nombre = `CAÑO ${id}`): PriceListRow => ({
  id,
  nombre,
  stock: 1,
  lista1,
  lista2,
  idRubro: 1,
  idSubrubro: 1,
});

describe('previewImport', () => {
  it('counts new, repriced, otherwise changed, unchanged and removed, largest % first', () => {
    const current = {
      productos: {
        1: { id: '1', nombre: 'CAÑO 1', stock: 1, lista1: 100, idRubro: 1, idSubrubro: 1 },
        2: { id: '2', nombre: 'CAÑO 2', stock: 1, lista1: 100, idRubro: 1, idSubrubro: 1 },
        3: { id: '3', nombre: 'CAÑO 3', stock: 1, lista1: 100, idRubro: 1, idSubrubro: 1 },
        4: { id: '4', nombre: 'CAÑO 4', stock: 1, lista1: 100, idRubro: 1, idSubrubro: 1 },
        5: { id: '5', nombre: 'CAÑO 5', stock: 1, lista1: 100, idRubro: 1, idSubrubro: 1 },
      },
      catalogo: null,
      privado: { precios: { 1: 80, 2: 80, 3: 80, 4: 80, 5: 80 } },
    };
    const next = [
      product('1', 110, 80),
      product('2', 100, 40),
      product('3', 100, 80, 'CAÑO TRES'),
      product('4', 100, 80),
      product('6', 1, 1),
    ];
    const preview = previewImport(current, next, planSync(current, next, 1));
    expect(preview).toMatchObject({
      added: 1,
      repriced: 2,
      otherwiseChanged: 1,
      unchanged: 1,
      removed: 1,
      leaps: 0, // a half is not less than half
      addedArticles: [{ id: '6', nombre: 'CAÑO 6' }],
      removedArticles: [{ id: '5', nombre: 'CAÑO 5' }],
    });
    expect(preview.largest.map(({ id, list, percent }) => [id, list, percent])).toEqual([
      ['2', 'lista2', -50],
      ['1', 'lista1', 10],
    ]);
  });
});

describe('prices that fall below half or rise beyond double', () => {
  it('counts each list whose price falls below half or rises beyond double, not at either, nor a price that was 0', () => {
    const current = {
      productos: {
        1: { id: '1', nombre: 'CAÑO 1', stock: 1, lista1: 12500, idRubro: 1, idSubrubro: 1 },
        2: { id: '2', nombre: 'CAÑO 2', stock: 1, lista1: 100, idRubro: 1, idSubrubro: 1 },
        3: { id: '3', nombre: 'CAÑO 3', stock: 1, lista1: 0, idRubro: 1, idSubrubro: 1 },
        4: { id: '4', nombre: 'CAÑO 4', stock: 1, lista1: 100, idRubro: 1, idSubrubro: 1 },
      },
      catalogo: null,
      privado: { precios: { 1: 10000, 2: 80, 3: 0, 4: 100 } },
    };
    const next = [product('1', 1250, 1000), product('2', 50, 900), product('3', 5, 0), product('4', 200, 201)];
    // 1: both lists a tenth; 2: list 1 at half (no), list 2 beyond double; 3: from 0 (no); 4: double (no), 2.01×.
    expect(previewImport(current, next, planSync(current, next, 1)).leaps).toBe(4);
  });
  it('ranks a price divided by ten above one that doubles, whatever their %', () => {
    const record = (id: string) => ({ id, nombre: `CAÑO ${id}`, stock: 1, lista1: 1000, idRubro: 1, idSubrubro: 1 });
    const current = {
      productos: { 1: record('1'), 2: record('2') },
      catalogo: null,
      privado: { precios: { 1: 1, 2: 1 } },
    };
    const next = [product('1', 2200, 1), product('2', 100, 1)];
    const { largest } = previewImport(current, next, planSync(current, next, 1));
    expect(largest.map(({ id, percent }) => [id, percent])).toEqual([
      ['2', -90],
      ['1', 120],
    ]);
  });
  it('names the count in words', () => {
    expect(priceLeapWarningText(1)).toBe(
      'Un precio baja a menos de la mitad o sube a más del doble (ver «Cambios de precio más grandes»). Si no es lo que querés, revisá el archivo: puede faltar o sobrar una cifra.',
    );
    expect(priceLeapWarningText(1200)).toMatch(/^1\.200 precios bajan a menos de la mitad o suben a más del doble/);
  });
});

describe('removalWarning', () => {
  it('warns when a publish removes more than a tenth of the listed articles, not at or below it', () => {
    expect(removalWarning(899, 900).warn).toBe(true);
    expect(removalWarning(91, 900).warn).toBe(true);
    expect(removalWarning(90, 900).warn).toBe(false);
    expect(removalWarning(0, 900).warn).toBe(false);
    expect(removalWarning(1, 5).warn).toBe(true);
    expect(removalWarning(0, 0).warn).toBe(false);
  });
  it('names the count in words', () => {
    expect(removalWarningText({ removed: 899, listed: 900 })).toBe(
      'Esta lista da de baja 899 de los 900 artículos publicados (más del 10 %). Si no es lo que querés, revisá el archivo: puede estar incompleto.',
    );
  });
});
