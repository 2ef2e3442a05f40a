import { describe, expect, it } from 'vitest';
import { mainItems, productItems, techniciansItem } from './nav-items.ts';

describe('the navbar entries', () => {
  it('are the routes that name one, in the order of docs/contract.md "Routes and screens"', () => {
    expect(mainItems.map((item) => item.label)).toEqual(['Inicio', 'Productos', 'Nosotros', 'Contacto']);
    expect(mainItems.map((item) => item.end)).toEqual([true, false, false, false]);
    expect(productItems.map((item) => [item.to, item.label])).toEqual([
      ['/productos/aires', 'Aires'],
      ['/productos/insumos', 'Insumos'],
      ['/productos/transporte', 'Transporte'],
    ]);
    expect(techniciansItem).toEqual({ to: '/register', label: 'Técnicos', end: false });
  });
});
