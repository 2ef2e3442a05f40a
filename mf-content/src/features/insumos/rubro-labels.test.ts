import { describe, expect, it } from 'vitest';
import { rubros } from '@frio/shared/types';
import { rubroLabel } from '@frio/shared/rubros';
import { rubroCards, rubroHref } from './rubro-labels.ts';

describe('rubro labels', () => {
  it('names every rubro in readable Spanish', () => {
    expect(rubroLabel('arma')).toBe('Aislación Armaflex');
    expect(rubroLabel('motoc')).toBe('Motocompresores');
    expect(rubroLabel('valv')).toBe('Válvulas');
    expect(rubroLabel('cobre')).toBe('Cobre');
    const labels = rubros.map(rubroLabel);
    expect(new Set(labels).size).toBe(12);
    for (const label of labels) expect(label).toMatch(/^[A-ZÁÉÍÓÚ][\p{L} ]+$/u);
  });

  it('links each rubro to its listing', () => {
    expect(rubroHref('manifold')).toBe('/productos/insumos/manifold');
  });

  it('lists the twelve categories in the spec order', () => {
    expect(rubroCards.map((card) => card.rubro)).toEqual([
      'cobre',
      'gas',
      'lata',
      'arma',
      'filtro',
      'motoc',
      'valv',
      'termostato',
      'placa',
      'cable',
      'aceite',
      'manifold',
    ]);
    for (const card of rubroCards) {
      expect(card.href).toBe(`/productos/insumos/${card.rubro}`);
      expect(card.description.length).toBeGreaterThan(10);
    }
  });
});
