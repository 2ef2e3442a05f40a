import { describe, expect, it } from 'vitest';
import { contact } from '@frio/shared/contact';
import { productsLinks } from './products-links.ts';

const prefilled = (href: string) => {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(contact.whatsappBase);
  return url.searchParams.get('text') ?? '';
};

describe('productsLinks', () => {
  it('goes to transporte and insumos relative to /productos', () => {
    expect(productsLinks.transporte).toBe('transporte');
    expect(productsLinks.insumos).toBe('insumos');
  });
  it('opens WhatsApp with a greeting about cold equipment for refrigerated cargo', () => {
    expect(prefilled(productsLinks.coldCargo)).toMatch(/^¡Hola! .*equipos de frío/);
  });
  it('opens WhatsApp with a price enquiry for air conditioners', () => {
    expect(prefilled(productsLinks.acQuote)).toMatch(/cotización.*aire acondicionado/);
  });
  it('links the calculator route', () => {
    expect(productsLinks.calculator).toBe('/calculadora-aire-acondicionado');
  });
});
