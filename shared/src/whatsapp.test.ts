import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp.ts';
import { contact } from './contact.ts';

describe('whatsappLink', () => {
  it('appends the URL-encoded prefilled text to the business chat', () => {
    const link = whatsappLink('Hola! ¿Precio de un equipo & instalación?');
    expect(link.startsWith(`${contact.whatsappBase}?text=`)).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe('Hola! ¿Precio de un equipo & instalación?');
  });
  it('tags the message with a campaign when given', () => {
    expect(new URL(whatsappLink('Hola', 'socio-x')).searchParams.get('text')).toBe('Hola [socio-x]');
  });
});
