import { describe, expect, it } from 'vitest';
import type { Product } from '../business/types.ts';
import {
  parseProductPreviewImage,
  productPreviewAlt,
  productPreviewCard,
  productPreviewImage,
} from './product-preview.ts';

const product: Product = {
  key: '10672',
  id: '10672',
  nombre: ' CAÑO DE COBRE 1/4 ',
  codigo: 'SH1943325',
  stock: 0,
  lista1: 98700,
  idRubro: 4,
  idSubrubro: 14,
};
const updatedAt = Date.UTC(2026, 10, 24, 15);

describe("a product's link preview", () => {
  it('names the image by article and price list, and reads that address back', () => {
    const path = productPreviewImage('10672', updatedAt);
    expect(path).toBe(`/og/producto/10672/${updatedAt}.png`);
    expect(parseProductPreviewImage(path)).toEqual({ key: '10672', stamp: updatedAt, foto: null });
    expect(productPreviewImage('10672', null)).toBe('/og/producto/10672/0.png');
    // With a photo, its stamp too: a new photo is a new address.
    const withPhoto = productPreviewImage('10672', updatedAt, 1_764_000_000_001);
    expect(withPhoto).toBe(`/og/producto/10672/${updatedAt}-1764000000001.png`);
    expect(parseProductPreviewImage(withPhoto)).toEqual({ key: '10672', stamp: updatedAt, foto: 1_764_000_000_001 });
    for (const other of [
      '/og/producto/10672/1-0.png',
      '/og/producto/10672/1-.png',
      '/og/producto/10672/1-2-3.png',
      '/og/producto/10672.png',
      '/og/producto/1/2/3.png',
      '/og/producto/%E0/1.png',
      '/og/productos.png',
    ])
      expect(parseProductPreviewImage(other), other).toBeNull();
  });

  it('says the name, code, public price with its date, stock and rubro, in the image and in words', () => {
    expect(productPreviewCard({ product, rubro: 'cobre', updatedAt })).toEqual({
      kicker: 'Cobre',
      title: 'CAÑO DE COBRE 1/4',
      subtitle: 'Código SH1943325 · $\u00a098.700',
      badge: { text: 'SIN STOCK', tone: 'off' },
      note: 'Precio de lista al 24/11/2026',
    });
    expect(productPreviewAlt({ product, rubro: 'cobre', updatedAt })).toBe(
      'Frío Entre Ríos: CAÑO DE COBRE 1/4. Código SH1943325. $\u00a098.700, precio de lista al 24/11/2026. Sin stock. Rubro Cobre.',
    );
  });

  it('without a price or a code it says so, never "undefined" or "NaN"', () => {
    const bare = { ...product, codigo: ' ', lista1: undefined, stock: 2 };
    const card = productPreviewCard({ product: bare, rubro: 'gas', updatedAt: null });
    expect(card).toEqual({
      kicker: 'Gas refrigerante',
      title: 'CAÑO DE COBRE 1/4',
      subtitle: 'Precio a consultar',
      badge: { text: 'EN STOCK', tone: 'on' },
    });
    expect(productPreviewAlt({ product: bare, rubro: 'gas', updatedAt: null })).not.toMatch(/undefined|NaN|null/);
  });
});
