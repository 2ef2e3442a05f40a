import { describe, expect, it } from 'vitest';
import { compareByName } from '../product-shape.ts';
import { RELATED_MAX, relatedProducts } from '../product-page.ts';
import { catalogueTree, planSync, relatedKeys, type PriceListRow } from './index.ts';

const product = (id: string, nombre: string, idSubrubro = 1, stock = 1): PriceListRow => ({
  id,
  nombre,
  stock,
  lista1: 100,
  lista2: 80,
  idRubro: 2,
  idSubrubro,
});

const products = [
  ...Array.from({ length: 14 }, (_, i) => product(String(100 + i), `CAÑO DE COBRE ${String(i).padStart(2, '0')}`)),
  product('200', 'CAÑO DE COBRE OTRA SUBCATEGORIA', 2),
  product('201', 'CAÑO DE COBRE SIN STOCK', 1, 0),
  product('300', 'VALVULA DE GAS 1/4'),
  product('301', 'VALVULA DE GAS 3/8'),
];

describe('relatedKeys (decided at import)', () => {
  it("is the page's rule over the product's rubro list in A-Z order: same subcategory, nearest first, at most 8", () => {
    const { productos } = catalogueTree(products, 1);
    const related = relatedKeys(productos);
    const cobre = Object.entries(productos)
      .filter(([, record]) => record.rubro === 'cobre')
      .map(([key, record]) => ({ ...record, key }))
      .sort((a, b) => compareByName(a, b));
    for (const item of cobre)
      expect(related[item.key] ?? [], item.nombre).toEqual(relatedProducts(item, cobre).map(({ key }) => key));
    expect(related['107']).toHaveLength(RELATED_MAX);
    expect(related['107']).not.toContain('107');
    expect(related['107']).not.toContain('200');
    // Listed under valves (the term first in its name), next to the other valve.
    expect(related['300']).toEqual(['301']);
    // Not listed: no entry; alone in its subcategory: no entry (the database keeps no empty list).
    expect(related['201']).toBeUndefined();
    expect(related['200']).toBeUndefined();
  });

  it('is stored by the import, and a second import of the same list writes nothing', () => {
    const tree = catalogueTree(products, 1);
    expect(tree.catalogo.relacionados['300']).toEqual(['301']);
    const current = { productos: tree.productos, catalogo: tree.catalogo, privado: tree.privado };
    expect(planSync(current, products, 2).update).toBeNull();
    const fewer = planSync(
      current,
      products.filter(({ id }) => id !== '301'),
      3,
    ).update!;
    expect(fewer['catalogo/relacionados/300']).toBeNull();
    expect(fewer['catalogo/relacionados/301']).toBeNull();
  });
});
