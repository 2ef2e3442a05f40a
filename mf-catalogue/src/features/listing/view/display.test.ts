import { describe, expect, it } from 'vitest';
import { categoryLabel, codeLabel, NO_PRICE, pageTitle, priceLabel, stockLabel, subcategoryLabel } from './display.ts';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('item display', () => {
  it("stock: 'EN STOCK' above 0, 'SIN STOCK' otherwise", () => {
    expect(stockLabel(3)).toBe('EN STOCK');
    expect(stockLabel(0)).toBe('SIN STOCK');
    expect(stockLabel(-1)).toBe('SIN STOCK');
    expect(stockLabel('diez')).toBe('SIN STOCK');
    expect(stockLabel(undefined)).toBe('SIN STOCK');
  });

  it('price: lista1 for type 1, lista2 for type 2, ARS without decimals', () => {
    const product = { lista1: 12345.6, lista2: 9000 };
    expect(nbsp(priceLabel(product, 1))).toBe('$ 12.346');
    expect(nbsp(priceLabel(product, 2))).toBe('$ 9.000');
    expect(nbsp(priceLabel({ lista1: 1e12, lista2: 1e12 }, 1))).toBe('$ 1.000.000.000.000');
  });

  it('a missing price reads as a Spanish text, never NaN or undefined', () => {
    expect(priceLabel({}, 1)).toBe(NO_PRICE);
    expect(priceLabel({ lista1: 100 }, 2)).toBe(NO_PRICE);
    expect(priceLabel({ lista1: Number.NaN }, 1)).toBe(NO_PRICE);
    expect(NO_PRICE).toBe('Consultar precio');
  });

  it('category: 4 INSUMOS, 2 REPUESTOS', () => {
    expect(categoryLabel(4)).toBe('INSUMOS');
    expect(categoryLabel(2)).toBe('REPUESTOS');
    expect(categoryLabel(7)).toBeNull();
  });

  it('subcategory: 14 COMERCIAL, 16 FAMILIAR, below 13 VARIOS', () => {
    expect(subcategoryLabel(14)).toBe('COMERCIAL');
    expect(subcategoryLabel(16)).toBe('FAMILIAR');
    expect(subcategoryLabel(1)).toBe('VARIOS');
    expect(subcategoryLabel(12)).toBe('VARIOS');
    expect(subcategoryLabel(13)).toBe('AUTOMOTOR');
    expect(subcategoryLabel(15)).toBeNull();
    expect(subcategoryLabel('14')).toBeNull();
  });

  it('a missing code falls back to readable text', () => {
    expect(codeLabel('DF1')).toBe('DF1');
    expect(codeLabel('')).toBe('Sin código');
    expect(codeLabel(undefined)).toBe('Sin código');
  });

  it("title: 'Productos (' + upper-cased rubro + ')'", () => {
    expect(pageTitle('cobre')).toBe('Productos (COBRE)');
    expect(pageTitle('válvula')).toBe('Productos (VÁLVULA)');
  });
});
