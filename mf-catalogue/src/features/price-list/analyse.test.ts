import { describe, expect, it } from 'vitest';
import { analysePriceList, restoredTree } from './analyse.ts';

const csv = (text: string) => new TextEncoder().encode(text);
const header = 'id,nombre,stock,lista1,lista2,idRubro,idSubrubro\n';
const empty = { productos: null, catalogo: null, privado: null };

describe('analysePriceList (the worker’s work, with the command’s code)', () => {
  it('a good file: the preview and the whole tree to write', async () => {
    const analysis = await analysePriceList({
      fileName: 'lista.csv',
      bytes: csv(`${header}1,CAÑO DE COBRE 1/4,3,100,90,4,14\n2,,3,100,90,4,14\n3,CODO,1,5,4,4,14\n`),
      current: empty,
      now: 7,
    });
    expect(analysis.status).toBe('ready');
    if (analysis.status !== 'ready') return;
    expect(analysis.rejected).toEqual([{ line: 3, id: '2', reasons: ['falta el nombre'] }]);
    expect(analysis.preview).toMatchObject({ added: 2, removed: 0 });
    expect(Object.keys(analysis.tree!.productos)).toEqual(['1', '3']);
    expect(analysis.tree!.privado.precios).toEqual({ 1: 90, 3: 4 });
  });

  it('a refused file gives the command’s reason; the same catalogue gives no tree', async () => {
    expect(
      await analysePriceList({ fileName: 'lista.csv', bytes: csv('id,nombre\n1,x\n'), current: empty, now: 1 }),
    ).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^Faltan las columnas obligatorias stock/) });
    const bytes = csv(`${header}1,CODO,1,5,4,4,14\n`);
    const first = await analysePriceList({ fileName: 'lista.csv', bytes, current: empty, now: 1 });
    if (first.status !== 'ready') throw new Error('refused');
    const again = await analysePriceList({ fileName: 'lista.csv', bytes, current: first.tree!, now: 2 });
    expect(again).toMatchObject({ status: 'ready', tree: null, preview: { unchanged: 1 } });
  });

  it('a bad row of a published article keeps it as published, in the preview and in the tree to write', async () => {
    const first = await analysePriceList({
      fileName: 'lista.csv',
      bytes: csv(`${header}1,CAÑO DE COBRE 1/4,3,100,90,4,14\n2,CODO,1,5,4,4,14\n`),
      current: empty,
      now: 1,
    });
    if (first.status !== 'ready') throw new Error('refused');
    const next = await analysePriceList({
      fileName: 'lista.csv',
      bytes: csv(`${header}1,CAÑO DE COBRE 1/4,3,120,90,4,14\n2,CODO,muchos,5,4,4,14\n`),
      current: first.tree!,
      now: 2,
    });
    if (next.status !== 'ready') throw new Error('refused');
    expect(next.preview).toMatchObject({ added: 0, repriced: 1, otherwiseChanged: 0, unchanged: 0, removed: 0 });
    expect(next.rejected).toHaveLength(1);
    expect(next.tree!.productos['2']).toEqual(first.tree!.productos['2']);
    expect(next.tree!.privado.precios['2']).toBe(4);
  });

  it('a list that removes more than a tenth of the listed articles carries the warning with the count', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => `${i + 1},CODO ${i + 1},1,5,4,4,14`).join('\n');
    const full = await analysePriceList({
      fileName: 'a.csv',
      bytes: csv(`${header}${rows}\n`),
      current: empty,
      now: 1,
    });
    if (full.status !== 'ready') throw new Error('refused');
    expect(full.removal).toBeNull();
    const keep = (count: number) =>
      analysePriceList({
        fileName: 'b.csv',
        bytes: csv(`${header}${rows.split('\n').slice(0, count).join('\n')}\n`),
        current: full.tree!,
        now: 2,
      });
    expect(await keep(18)).toMatchObject({ removal: null, preview: { removed: 2 } });
    expect(await keep(2)).toMatchObject({
      preview: { removed: 18 },
      removal: {
        removed: 18,
        text: 'Esta lista da de baja 18 de los 20 artículos publicados (más del 10 %). Si no es lo que querés, revisá el archivo: puede estar incompleto.',
      },
    });
  });

  it('keeps the catalogue it replaces, and a kept list gives back the same tree under a new stamp', async () => {
    const bytes = csv(`${header}1,CODO,1,5,4,4,14\n2,CAÑO DE COBRE 1/4,3,100,90,4,14\n`);
    const first = await analysePriceList({ fileName: 'lista.csv', bytes, current: empty, now: 1 });
    if (first.status !== 'ready') throw new Error('refused');
    expect(first.kept).toBeNull(); // nothing was listed
    const next = await analysePriceList({
      fileName: 'lista.csv',
      bytes: csv(`${header}1,CODO,1,6,4,4,14\n`),
      current: first.tree!,
      now: 2,
    });
    if (next.status !== 'ready') throw new Error('refused');
    expect(next.kept).toMatchObject({ articulos: 2, fecha: 1 });
    expect(restoredTree(next.kept!.parts, 3, next.tree!.productos)).toEqual({
      ...first.tree,
      catalogo: { ...first.tree!.catalogo, actualizado: 3 },
    });
    expect(() => restoredTree('no es una lista', 3, null)).toThrow(
      'La lista guardada no se pudo leer: no se cambió nada.',
    );
  });

  it('Publicar and Deshacer keep the photo stamp the database holds for an article that stays', async () => {
    const first = await analysePriceList({
      fileName: 'lista.csv',
      bytes: csv(`${header}1,CODO,1,5,4,4,14
2,CAÑO DE COBRE 1/4,3,100,90,4,14
`),
      current: empty,
      now: 1,
    });
    if (first.status !== 'ready') throw new Error('refused');
    const withPhoto = {
      ...first.tree!,
      productos: { ...first.tree!.productos, 2: { ...first.tree!.productos['2']!, foto: 7 } },
    };
    const next = await analysePriceList({
      fileName: 'lista.csv',
      bytes: csv(`${header}1,CODO,1,6,4,4,14
2,CAÑO DE COBRE 1/4,3,120,90,4,14
`),
      current: withPhoto,
      now: 2,
    });
    if (next.status !== 'ready') throw new Error('refused');
    expect(next.tree!.productos['2']).toMatchObject({ lista1: 120, foto: 7 });
    expect(next.tree!.productos['1']).not.toHaveProperty('foto');
    expect(restoredTree(next.kept!.parts, 3, next.tree!.productos).productos['2']).toMatchObject({
      lista1: 100,
      foto: 7,
    });
  });
});
