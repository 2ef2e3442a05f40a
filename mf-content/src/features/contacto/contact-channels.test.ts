import { describe, expect, it } from 'vitest';
import { contact } from '@frio/shared/contact';
import { contactChannels, instagramHandle } from './contact-channels.ts';

const byId = (id: string) => contactChannels.find((channel) => channel.id === id)!;

describe('contactChannels', () => {
  it('links Instagram, Facebook, WhatsApp and the branch address to the real places', () => {
    expect(byId('instagram').href).toBe(contact.instagram);
    expect(byId('facebook').href).toBe(contact.facebook);
    expect(byId('sucursal').href).toBe(contact.maps);
    expect(byId('sucursal').linkText).toContain(contact.street);
    const whatsapp = new URL(byId('whatsapp').href);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(contact.whatsappBase);
    expect(whatsapp.searchParams.get('text')).toMatch(/^¡Hola!/);
  });
  it('uses tel: and mailto: for phone and e-mail, in the same tab', () => {
    expect(byId('telefono')).toMatchObject({ href: `tel:+${contact.phoneE164}`, external: false });
    expect(byId('email')).toMatchObject({ href: `mailto:${contact.email}`, external: false });
  });
  it('opens every other site in a new tab', () => {
    for (const channel of contactChannels) expect(channel.external).toBe(/^https:/.test(channel.href));
  });
});

describe('instagramHandle', () => {
  it('reads the handle from the profile URL', () => {
    expect(instagramHandle('https://www.instagram.com/frioentrerios/')).toBe('@frioentrerios');
  });
});
