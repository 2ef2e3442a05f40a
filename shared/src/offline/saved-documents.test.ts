import { describe, expect, it } from 'vitest';
import { productReads, savedDataPaths, savedDocumentPaths } from './saved-documents.ts';
import { toSavedCatalogue } from '../site/offline.ts';

describe('what the catalogue saves', () => {
  it('every page with one address but the owner’s, each rubro’s listing, /buscar and the bare shell', () => {
    const paths = savedDocumentPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/faq', '/presupuesto', '/buscar', '/productos/insumos/cobre']));
    expect(paths.filter((path) => path.startsWith('/productos/insumos/'))).toHaveLength(12);
    expect(paths.some((path) => path.startsWith('/admin') || path.includes(':'))).toBe(false);
    expect(paths.at(-1)).toBe('/app.html');
    expect(savedDataPaths()).toEqual(
      expect.arrayContaining(['catalogo/actualizado', 'catalogo/indice', 'catalogo/listas/gas']),
    );
  });

  it("one answer per product's page read, null where the database holds no related products", () => {
    expect(productReads({ 10: { nombre: 'A' }, 11: { nombre: 'B' } }, { 10: ['11'] })).toEqual([
      ['productos/10', { nombre: 'A' }],
      ['catalogo/relacionados/10', ['11']],
      ['productos/11', { nombre: 'B' }],
      ['catalogo/relacionados/11', null],
    ]);
    expect(productReads(null, null)).toEqual([]);
    // Numeric keys come back as an array once most slots are used: its holes are no products.
    // (as JSON gives it: nulls in the empty slots)
    const asArray = JSON.parse('[null, null, {"nombre": "C"}]') as unknown;
    const relatedArray = JSON.parse('[null, null, ["10"]]') as unknown;
    expect(productReads(asArray, relatedArray)).toEqual([
      ['productos/2', { nombre: 'C' }],
      ['catalogo/relacionados/2', ['10']],
    ]);
  });
});

describe('toSavedCatalogue', () => {
  it('reads a whole marker and nothing else', () => {
    const marker = { stamp: 1_793_620_800_000, bytes: 3_400_000, savedAt: 1_793_700_000_000 };
    expect(toSavedCatalogue(marker)).toEqual(marker);
    expect(toSavedCatalogue({ ...marker, stamp: 'ayer' })).toBeNull();
    expect(toSavedCatalogue(null)).toBeNull();
  });
});
