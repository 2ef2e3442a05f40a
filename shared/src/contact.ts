/**
 * Business contact data: the one place to change it.
 * PLACEHOLDER VALUES (marked ⚠): the real phone, e-mail, address and social accounts are not in the spec.
 */
export const contact = {
  businessName: 'Frío Entre Ríos',
  /** ⚠ placeholder */
  street: 'Av. San Martín 1234',
  /** ⚠ placeholder */
  town: 'Villaguay',
  province: 'Entre Ríos',
  /** ⚠ placeholder: shown to people */
  phoneDisplay: '+54 9 3455 40-0000',
  /** ⚠ placeholder: E.164 digits for tel: and WhatsApp */
  phoneE164: '5493455400000',
  /** ⚠ placeholder */
  email: 'ventas@frioentrerios.com.ar',
  /** ⚠ placeholder */
  instagram: 'https://www.instagram.com/frioentrerios/',
  /** ⚠ placeholder */
  facebook: 'https://www.facebook.com/frioentrerios/',
  /** WhatsApp click-to-chat base; text is appended by whatsappLink(). */
  whatsappBase: 'https://wa.me/5493455400000',
  /** ⚠ placeholder: maps place of the shop */
  maps: 'https://www.google.com/maps/search/?api=1&query=Av.%20San%20Mart%C3%ADn%201234%2C%20Villaguay%2C%20Entre%20R%C3%ADos',
  yearsOfExperience: 50,
} as const;

export const telHref = `tel:+${contact.phoneE164}`;
export const mailHref = `mailto:${contact.email}`;
export const fullAddress = `${contact.street}, ${contact.town}, ${contact.province}`;
