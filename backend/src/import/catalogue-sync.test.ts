import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rubros } from '@frio/shared/types';
import { decodeFirstPage, decodeListing } from '@frio/shared/catalogue/listing-codec';
import {
  catalogueTree,
  derivedLists,
  listingFields,
  planSync,
  productColumns,
  productosFrom,
  withKeptArticles,
} from '@frio/shared/catalogue/import';

import { decodeSearchIndex, searchIndexText } from '@frio/shared/catalogue/search-index';
import { generateProducts } from '../catalogue-generator.ts';
import { fixtureProducts, fixtureRecords } from './fixtures.ts';

const NOW = 1_763_000_000_000;

describe('derivedLists', () => {
  const lists = derivedLists(productosFrom(fixtureProducts));
  const stored = (rubro: 'cobre' | 'valv' | 'aceite') => new Map(decodeListing(lists[rubro]?.stored));
  it('holds, per rubro, only the products passing the inclusion rule for it, in name order', () => {
    expect([...stored('cobre').keys()]).toEqual(['50001', '50005']);
    expect([...stored('valv').keys()]).toEqual(['50006']);
    expect(lists.gas).toBeUndefined();
  });
  it('is stored as one JSON string (a leaf for the database SDK)', () => {
    expect(typeof lists.cobre?.stored).toBe('string');
    expect(lists.cobre?.keys.sort()).toEqual(['50001', '50005']);
  });
  it('keeps only the fields the listing shows', () => {
    expect(stored('aceite').get('50008')).toEqual({
      id: '50008',
      codigo: 'FX0000008',
      nombre: 'ACEITE POE 68 X 1 LT',
      stock: 3,
      lista1: 31500,
      idRubro: 4,
      idSubrubro: 16,
    });
  });
  it('lists only product columns: every one but cantidad and the private lista2', () => {
    for (const field of listingFields) expect(productColumns).toContain(field);
    expect([...listingFields, 'cantidad', 'lista2'].sort()).toEqual([...productColumns].sort());
  });
  it("holds each rubro's technician prices apart, keyed like the public list, in its order", () => {
    const prices = decodeListing(lists.cobre?.technicianPrices);
    expect(prices?.map(([key]) => key)).toEqual([...stored('cobre').keys()]);
    expect(new Map(prices)).toEqual(
      new Map(['50001', '50005'].map((key) => [key, { lista2: fixtureProducts.find((p) => p.id === key)!.lista2 }])),
    );
  });
  it('copies every listing field a product has, and nothing else', () => {
    const full = { ...fixtureProducts.find((product) => product.id === '50008')!, descripcion: 'Bidón', cantidad: 12 };
    const entry = new Map(decodeListing(derivedLists(productosFrom([full])).aceite?.stored)).get('50008');
    expect(Object.keys(entry ?? {}).sort()).toEqual([...listingFields].sort());
  });
});

describe("each article's verdict, stored once", () => {
  const tree = catalogueTree(generateProducts({ count: 900 }), NOW);
  const index = decodeSearchIndex(searchIndexText(tree.catalogo.indice))!;

  it('a listed record carries its rubro; one the rule leaves out carries none', () => {
    expect(catalogueTree(fixtureProducts, NOW).productos).toEqual(fixtureRecords);
    for (const id of ['50002', '50003', '50004']) expect(fixtureRecords[id], id).not.toHaveProperty('rubro');
  });

  it('the search index, the rubro lists and the related products agree with the stored rubro on every article', () => {
    const listed = Object.entries(tree.productos).filter(([, record]) => record.rubro);
    expect(listed.length).toBeGreaterThan(100);
    expect(index.map(({ id }) => id).sort()).toEqual(listed.map(([id]) => id).sort());
    for (const { id, rubro } of index) {
      expect(tree.productos[id]?.rubro, id).toBe(rubro);
      expect(new Map(decodeListing(tree.catalogo.listas[rubro])).has(id), id).toBe(true);
    }
    for (const [id, keys] of Object.entries(tree.catalogo.relacionados))
      for (const key of keys) expect(tree.productos[key]?.rubro, `${id} → ${key}`).toBe(tree.productos[id]?.rubro);
  });

  it("the database rules accept a record's rubro only as one of the twelve", () => {
    const rules = JSON.parse(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8')) as {
      rules: { productos: { $producto: { rubro: { '.validate': string } } } };
    };
    const rule = rules.rules.productos.$producto.rubro['.validate'];
    expect(rule).toContain('newData.isString()');
    expect(rule.match(/\^\((.*)\)\$/)?.[1]?.split('|')).toEqual([...rubros]);
  });

  it('an article that leaves the listing loses its rubro at the next import', () => {
    const fresh = catalogueTree(fixtureProducts, NOW);
    const next = fixtureProducts.map((p) => (p.id === '50001' ? { ...p, stock: 0 } : p));
    const plan = planSync(fresh, next, NOW + 1000);
    expect(plan.changed).toEqual(['50001']);
    expect(plan.update?.['productos/50001']).not.toHaveProperty('rubro');
  });
});

describe('planSync', () => {
  const fresh = catalogueTree(fixtureProducts, NOW);

  it('into an empty database: everything added, lists and stamp in one update', () => {
    const plan = planSync({ productos: null, catalogo: null, privado: null }, fixtureProducts, NOW);
    expect(plan.added).toHaveLength(8);
    const { lista2, ...publicHalf } = fixtureProducts[0]!;
    expect(plan.update?.['productos/50001']).toEqual({ ...publicHalf, rubro: 'cobre' });
    expect(plan.update?.['privado/precios/50001']).toBe(lista2);
    expect(plan.update?.['privado/listas/cobre']).toEqual(fresh.privado.listas.cobre);
    expect(
      JSON.stringify(Object.entries(plan.update ?? {}).filter(([path]) => !path.startsWith('privado/'))),
    ).not.toContain('lista2');
    expect(plan.update?.['catalogo/listas/cobre']).toEqual(fresh.catalogo.listas.cobre);
    expect(plan.update?.['catalogo/primeras/cobre']).toEqual(fresh.catalogo.primeras.cobre);
    expect(decodeFirstPage(fresh.catalogo.primeras.cobre)?.total).toBe(2);
    expect(plan.update).not.toHaveProperty(['catalogo/listas/gas']);
    expect(plan.update).not.toHaveProperty(['catalogo/primeras/gas']);
    expect(plan.update?.['catalogo/actualizado']).toBe(NOW);
    expect(plan.itemsPerRubro).toMatchObject({ cobre: 2, valv: 1, gas: 0 });
  });

  it('the same rows again: nothing to change, no update at all', () => {
    const plan = planSync(fresh, fixtureProducts, NOW + 1000);
    expect(plan).toMatchObject({ added: [], changed: [], removed: [], listsChanged: [], update: null });
  });

  it('a bad row of a stored article keeps it as stored; one of an article not stored adds nothing', () => {
    const good = fixtureProducts.filter((p) => p.id !== '50001');
    const products = withKeptArticles(fresh, good, [{ id: '50001' }, { id: '99999' }, {}]);
    expect(products.find((p) => p.id === '50001')).toEqual(fixtureProducts.find((p) => p.id === '50001'));
    expect(products.map((p) => p.id)).not.toContain('99999');
    expect(planSync(fresh, products, NOW + 1000)).toMatchObject({ removed: [], changed: [], update: null });
    // Without it the bad row's article would be taken off the site.
    expect(planSync(fresh, good, NOW + 1000).removed).toEqual(['50001']);
  });

  it('adds, changes and removes so that productos equals the rows', () => {
    const next = fixtureProducts
      .filter((p) => p.id !== '50007')
      .map((p) => (p.id === '50001' ? { ...p, lista1: 1 } : p));
    next.push({ ...fixtureProducts[0]!, id: '50009', nombre: 'CAÑO DE COBRE 1/2' });
    const plan = planSync(fresh, next, NOW + 1000);
    expect(plan).toMatchObject({ added: ['50009'], changed: ['50001'], removed: ['50007'] });
    expect(plan.update).toMatchObject({ 'productos/50007': null, 'catalogo/actualizado': NOW + 1000 });
    expect(plan.listsChanged).toEqual(['cobre', 'filtro']);
    expect(plan.update?.['catalogo/listas/filtro']).toBeNull();
    expect(plan.update?.['catalogo/primeras/filtro']).toBeNull();
  });

  it('reads productos that the database returned as an array (dense integer ids) like an object', () => {
    const dense = [
      { ...fixtureProducts[0]!, id: '1' },
      { ...fixtureProducts[1]!, id: '2' },
    ];
    const tree = catalogueTree(dense, NOW);
    const asArray = <T>(byId: Record<string, T>) => [null, byId['1'], byId['2']];
    const plan = planSync(
      {
        ...tree,
        productos: asArray(tree.productos),
        privado: { ...tree.privado, precios: asArray(tree.privado.precios) },
      },
      dense,
      NOW + 1,
    );
    expect(plan.update).toBeNull();
  });

  it('a technician price alone changed: the product counts as changed, only its private half and list are rewritten', () => {
    const next = fixtureProducts.map((p) => (p.id === '50001' ? { ...p, lista2: p.lista2 + 100 } : p));
    const plan = planSync(fresh, next, NOW + 1000);
    expect(plan.changed).toEqual(['50001']);
    expect(plan.update?.['privado/precios/50001']).toBe(fixtureProducts[0]!.lista2 + 100);
    expect(plan.listsChanged).toEqual(['cobre']);
    expect(plan.update?.['catalogo/listas/cobre']).toBe(fresh.catalogo.listas.cobre);
    expect(plan.update?.['privado/listas/cobre']).not.toBe(fresh.privado.listas.cobre);
  });

  it('a removed product loses its private price too, and its photo', () => {
    const plan = planSync(fresh, fixtureProducts.slice(1), NOW + 1000);
    expect(plan.update).toMatchObject({ 'productos/50001': null, 'privado/precios/50001': null, 'fotos/50001': null });
  });

  it('keeps the photo stamp the owner added: the same rows change nothing, a changed row keeps it', () => {
    const photographed = { ...fresh.productos['50001']!, foto: 7 };
    const withPhoto = {
      productos: { ...fresh.productos, 50001: photographed },
      catalogo: { ...fresh.catalogo, fotos: { [photographed.rubro!]: { 50001: 7 } } },
      privado: fresh.privado,
    };
    expect(planSync(withPhoto, fixtureProducts, NOW + 1000).update).toBeNull();
    // The rubro's stamps follow the records: written where missing, and gone with the article.
    const unstamped = { ...withPhoto, catalogo: fresh.catalogo };
    expect(planSync(unstamped, fixtureProducts, NOW + 1000).update?.['catalogo/fotos']).toEqual({
      [photographed.rubro!]: { 50001: 7 },
    });
    const without = fixtureProducts.filter((p) => p.id !== '50001');
    expect(planSync(withPhoto, without, NOW + 1000).update).toMatchObject({
      'catalogo/fotos': {},
      'fotos/50001': null,
    });
    expect(catalogueTree(fixtureProducts, NOW, withPhoto.productos).catalogo.fotos).toEqual(withPhoto.catalogo.fotos);
    const next = fixtureProducts.map((p) => (p.id === '50001' ? { ...p, lista1: 1 } : p));
    expect(planSync(withPhoto, next, NOW + 1000).update?.['productos/50001']).toMatchObject({ lista1: 1, foto: 7 });
    expect(planSync(fresh, next, NOW + 1000).update?.['productos/50001']).not.toHaveProperty('foto');
  });
});
