/**
 * Structured data (schema.org JSON-LD) for search engines, built from the one contact module: the
 * business (LocalBusiness) and a list of questions (FAQPage). Pure data; <JsonLd> renders it.
 */
import { contact } from './contact.ts';
import { previewImageFor } from './link-previews.ts';

type Json = { [key: string]: unknown };

/** The business as schema.org LocalBusiness (placeholder data is the contact module's, marked there). */
export function localBusiness(origin: string): Json {
  const { openingHours } = contact as { openingHours?: unknown };
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: contact.businessName,
    url: new URL('/', origin).href,
    image: new URL(previewImageFor('/'), origin).href,
    telephone: `+${contact.phoneE164}`,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.street,
      addressLocality: contact.town,
      addressRegion: contact.province,
      addressCountry: 'AR',
    },
    hasMap: contact.maps,
    sameAs: [contact.instagram, contact.facebook],
    // The contact module's opening hours, when it has them (a placeholder there, like the phone).
    ...(openingHours ? { openingHours } : {}),
  };
}

/** Questions and answers as schema.org FAQPage. */
export function faqPage(entries: ReadonlyArray<{ question: string; answer: string }>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json"> body: `<` escaped, so no text can close the script. */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
