import { contact, fullAddress, mailHref, telHref } from '@frio/shared/contact';
import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';

export interface ContactChannel {
  id: 'whatsapp' | 'instagram' | 'facebook' | 'telefono' | 'email' | 'sucursal';
  /** What the channel is, e.g. 'WhatsApp'. */
  label: string;
  /** What the visitor reads as the link text. */
  linkText: string;
  href: string;
  /** Opens another site (new tab, no opener). */
  external: boolean;
}

/** Instagram handle from the profile URL: 'https://www.instagram.com/x/' → '@x'. */
export function instagramHandle(url: string): string {
  const name = new URL(url).pathname.split('/').filter(Boolean)[0];
  return name ? `@${name}` : url;
}

/** Every way to reach the business, in the order the contact page shows them. */
export const contactChannels: readonly ContactChannel[] = [
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    linkText: 'Escribinos por WhatsApp',
    href: whatsappLink(whatsappTexts.greeting),
    external: true,
  },
  {
    id: 'instagram',
    label: 'Instagram',
    linkText: instagramHandle(contact.instagram),
    href: contact.instagram,
    external: true,
  },
  { id: 'facebook', label: 'Facebook', linkText: contact.businessName, href: contact.facebook, external: true },
  { id: 'telefono', label: 'Teléfono', linkText: contact.phoneDisplay, href: telHref, external: false },
  { id: 'email', label: 'E-mail', linkText: contact.email, href: mailHref, external: false },
  { id: 'sucursal', label: 'Sucursal', linkText: fullAddress, href: contact.maps, external: true },
];
