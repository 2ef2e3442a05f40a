import { describe, expect, it } from 'vitest';
import { referenceCode, whatsappLink, whatsappTexts } from './whatsapp.ts';
import { contact } from './contact.ts';

describe('whatsappLink', () => {
  it('appends the URL-encoded prefilled text to the business chat', () => {
    const link = whatsappLink('¡Hola! ¿Precio de un equipo & instalación?');
    expect(link.startsWith(`${contact.whatsappBase}?text=`)).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe('¡Hola! ¿Precio de un equipo & instalación?');
  });
  it('carries a campaign as a short reference code at the end, outside the visitor sentence', () => {
    const text = new URL(whatsappLink('¡Hola! Quisiera una cotización.', 'socio-x')).searchParams.get('text');
    expect(text).toBe('¡Hola! Quisiera una cotización.\n\nRef. SOCIOX');
    expect(text).not.toContain('[');
  });
  it.each([
    ['mi-sitio', 'MISITIO'],
    ['Clima Sur 2026', 'CLIMASUR2026'],
    ['refrigeración-paraná-promo-verano', 'REFRIGERACIO'],
    ['<script>', 'SCRIPT'],
    ['---', ''],
  ])('reference code of %j is %j', (campaign, code) => {
    expect(referenceCode(campaign)).toBe(code);
  });
  it('a campaign with no letters or digits adds nothing', () => {
    expect(new URL(whatsappLink('Hola', '***')).searchParams.get('text')).toBe('Hola');
  });
  it('every greeting opens with "¡Hola!"', () => {
    for (const text of Object.values(whatsappTexts)) expect(text).toMatch(/^¡Hola! /);
  });
});
