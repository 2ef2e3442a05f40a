import { describe, expect, it } from 'vitest';
import { planSync, previewImport, type StoredProduct } from './index.ts';

const product = (id: string, lista1: number, lista2: number, nombre = `CAÑO ${id}`): StoredProduct => ({
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
    expect(preview).toMatchObject({ added: 1, repriced: 2, otherwiseChanged: 1, unchanged: 1, removed: 1 });
    expect(preview.largest.map(({ id, list, percent }) => [id, list, percent])).toEqual([
      ['2', 'lista2', -50],
      ['1', 'lista1', 10],
    ]);
  });
});
