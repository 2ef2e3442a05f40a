/**
 * Business contact data: the one place to change it. PLACEHOLDER VALUES (marked ⚠): the real ones are not
 * in the spec. A release to the real site refuses while any demo value is left (placeholdersLeft).
 */
const demo = {
  street: 'Av. San Martín 1234',
  phoneDisplay: '+54 9 3455 40-0000',
  phoneE164: '5493455400000',
  /** Every client link starts with this while the business has not given the real ones. */
  clientSite: 'https://www.example.com/',
} as const;

export const contact = {
  businessName: 'Frío Entre Ríos',
  /** ⚠ placeholder: the public site's address (the partner embed's credit links to it) */
  siteUrl: 'https://www.frioentrerios.com.ar/',
  /** ⚠ placeholder */
  street: demo.street,
  /** ⚠ placeholder */
  town: 'Villaguay',
  province: 'Entre Ríos',
  /** ⚠ placeholder: shown to people */
  phoneDisplay: demo.phoneDisplay,
  /** ⚠ placeholder: E.164 digits for tel: and WhatsApp */
  phoneE164: demo.phoneE164,
  /** ⚠ placeholder */
  email: 'ventas@frioentrerios.com.ar',
  /** ⚠ placeholder */
  instagram: 'https://www.instagram.com/frioentrerios/',
  /** ⚠ placeholder */
  facebook: 'https://www.facebook.com/frioentrerios/',
  /** ⚠ placeholder: WhatsApp click-to-chat base (wa.me/ and the number's E.164 digits); text is appended by whatsappLink(). */
  whatsappBase: `https://wa.me/${demo.phoneE164}`,
  /** ⚠ placeholder: maps place of the shop */
  maps: 'https://www.google.com/maps/search/?api=1&query=Av.%20San%20Mart%C3%ADn%201234%2C%20Villaguay%2C%20Entre%20R%C3%ADos',
  /** docs/contract.md "The product and its users": "over 50 years of experience" in cold equipment. */
  yearsOfExperience: 50,
  /** The contract's 60th anniversary logo: the family business was founded 60 years ago. (docs/contract.md "The product and its users") */
  yearsSinceFounding: 60,
} as const;

/** One line of opening hours: which days, and the time ranges (24 h, "HH:MM"). */
export interface OpeningHours {
  /** What a visitor reads, e.g. 'Lunes a viernes'. */
  days: string;
  /** schema.org day names, for structured data. */
  dayOfWeek: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  ranges: readonly { opens: string; closes: string }[];
}

/**
 * ⚠ placeholder: the shop's opening hours are not in the spec. A split day, as usual in a small town of
 * Entre Ríos. Shown on /contacto and in the footer.
 */
export const openingHours: readonly OpeningHours[] = [
  {
    days: 'Lunes a viernes',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    ranges: [
      { opens: '08:00', closes: '12:00' },
      { opens: '16:00', closes: '20:00' },
    ],
  },
  { days: 'Sábados', dayOfWeek: ['Saturday'], ranges: [{ opens: '08:30', closes: '12:30' }] },
];

/** "Lunes a viernes de 8 a 12 y de 16 a 20 h": one line of opening hours as a visitor reads it. */
export function openingHoursText(line: OpeningHours): string {
  const time = (hhmm: string) => {
    const [hours = '0', minutes = '00'] = hhmm.split(':');
    return minutes === '00' ? String(Number(hours)) : `${Number(hours)}:${minutes}`;
  };
  const ranges = line.ranges.map(({ opens, closes }) => `de ${time(opens)} a ${time(closes)}`).join(' y ');
  return `${line.days} ${ranges}\u00a0h`; // no line break before the "h"
}

/**
 * ⚠ placeholders: each client's site, by the client's id in the /nosotros grid
 * (mf-content/src/features/nosotros/clients.ts holds their names and logos).
 */
export const clientLinks = {
  'transportes-del-litoral': `${demo.clientSite}transportes-del-litoral`,
  'lacteos-la-paz': `${demo.clientSite}lacteos-la-paz`,
  'frigorifico-villaguay': `${demo.clientSite}frigorifico-villaguay`,
  'supermercado-el-palmar': `${demo.clientSite}supermercado-el-palmar`,
  'logistica-montiel': `${demo.clientSite}logistica-montiel`,
  'heladeria-don-nino': `${demo.clientSite}heladeria-don-nino`,
} as const;

type Facts = Record<'street' | 'phoneDisplay' | 'phoneE164' | 'whatsappBase', string>;

/** Each business fact still holding its demo value, named in Spanish for the release's refusal. */
export function placeholdersLeft(
  facts: Facts = contact,
  links: Readonly<Record<string, string>> = clientLinks,
): string[] {
  const left: string[] = [];
  if (facts.phoneDisplay === demo.phoneDisplay || facts.phoneE164 === demo.phoneE164)
    left.push(`el teléfono (${facts.phoneDisplay}, ${facts.phoneE164})`);
  if (facts.whatsappBase.endsWith(`/${demo.phoneE164}`)) left.push(`el número de WhatsApp (${facts.whatsappBase})`);
  if (facts.street === demo.street) left.push(`la dirección (${facts.street})`);
  for (const [id, link] of Object.entries(links))
    if (link.startsWith(demo.clientSite)) left.push(`el enlace del cliente ${id} (${link})`);
  return left;
}

export const telHref = `tel:+${contact.phoneE164}`;
export const mailHref = `mailto:${contact.email}`;
export const fullAddress = `${contact.street}, ${contact.town}, ${contact.province}`;
