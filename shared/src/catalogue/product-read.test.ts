import { describe, expect, it } from 'vitest';
import { productPath } from './product-path.ts';
import { findListedProduct, readProductPage, type ProductReader } from './product-read.ts';

// Records as the import stores them: a listed one carries its rubro, one it does not list carries none.
const listed = (nombre: string, rubro: unknown = 'cobre') => ({
  nombre,
  stock: 2,
  lista1: 100,
  idRubro: 4,
  idSubrubro: 14,
  rubro,
});
const records: Record<string, unknown> = {
  '10672': listed('CAÑO DE COBRE 1/4 X 15 MTS'),
  '10672-cano': listed('CAÑO CAPILAR DE COBRE 0,8 MM'),
  '20001': { nombre: 'CAÑO DE COBRE 3/8', stock: 0, lista1: 100, idRubro: 4, idSubrubro: 14 },
  '20002': listed('VALVULA DE GAS 1/4', 'valv'),
  '20003': listed('CAÑO DE COBRE 5/8', '<script>'),
  '20004': listed('CAÑO DE COBRE 3/4', 4),
  '20005': listed('CAÑO DE COBRE 7/8', 'Cobre'),
};

/** A reader over `records` that notes every record it is asked for. */
function countingReader() {
  const asked: string[] = [];
  const reader: ProductReader = {
    record: async (id) => {
      asked.push(id);
      return records[id] ?? null;
    },
    stamp: async () => 1,
    relatedKeys: async () => null,
  };
  return { reader, asked };
}

const segmentOf = (path: string) => decodeURIComponent(path.slice('/producto/'.length));

describe('reading the product an address names', () => {
  it("reads only the article of a product's own address, however many dashes its name has", async () => {
    const { reader, asked } = countingReader();
    const own = segmentOf(productPath('10672', 'CAÑO DE COBRE 1/4 X 15 MTS'));
    expect((await findListedProduct(own, reader))?.product.key).toBe('10672');
    expect(asked).toEqual(['10672']);
  });

  it('reads every candidate for another address, the whole segment first', async () => {
    const { reader, asked } = countingReader();
    expect((await findListedProduct('10672-cano', reader))?.product.nombre).toBe('CAÑO CAPILAR DE COBRE 0,8 MM');
    expect(asked.sort()).toEqual(['10672', '10672-cano']);
    const other = countingReader();
    expect((await findListedProduct('10672-otro-nombre', other.reader))?.product.key).toBe('10672');
    expect(other.asked).toHaveLength(3);
  });

  it('is null for a product not listed, an unknown article or a segment no key can be', async () => {
    const { reader } = countingReader();
    expect(await findListedProduct('20001-cano-de-cobre-3-8', reader)).toBeNull();
    expect(await findListedProduct('99999', reader)).toBeNull();
    expect(await findListedProduct('%E0%A4', reader)).toBeNull();
    expect(await readProductPage('a.b', reader)).toBeNull();
    const control = countingReader();
    expect(await findListedProduct('\u0000', control.reader)).toBeNull();
    expect(await findListedProduct('10672\u001f-cano', control.reader)).toBeNull();
    expect(control.asked).toEqual([]);
  });

  it('reads the rubro the record carries and decides none: a record without a valid one is not listed', async () => {
    const { reader } = countingReader();
    expect((await findListedProduct('20002', reader))?.rubro).toBe('valv');
    expect(await findListedProduct('20001', reader)).toBeNull();
    for (const id of ['20003', '20004', '20005']) expect(await findListedProduct(id, reader), id).toBeNull();
  });
});
