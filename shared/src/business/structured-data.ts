/**
 * Structured data (schema.org JSON-LD) for search engines, built from the one contact module: the
 * business (LocalBusiness) and a list of questions (FAQPage). Pure data; <JsonLd> renders it.
 */
import { contact } from './contact.ts';
import { previewImageFile } from '../site/link-previews.ts';
import { homeRoute } from '../routes/site-routes.ts';
import type { Product } from './types.ts';

type Json = { [key: string]: unknown };

/** The business as schema.org LocalBusiness (placeholder data is the contact module's, marked there). */
export function localBusiness(origin: string): Json {
  const { openingHours } = contact as { openingHours?: unknown };
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: contact.businessName,
    url: new URL('/', origin).href,
    image: new URL(previewImageFile({ id: homeRoute.preview }), origin).href,
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

/**
 * A product and its price as schema.org Product with an Offer (list 1 in ARS; the stock says its
 * availability), naming `image` (site-relative: the product's own link-preview image).
 */
export function productData(origin: string, product: Product, path: string, categoryName: string, image: string): Json {
  const url = new URL(path, origin).href;
  const description = product.descripcion?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nombre,
    ...(description ? { description } : {}),
    sku: product.codigo?.trim() || product.id || product.key,
    productID: product.id || product.key,
    category: categoryName,
    image: new URL(image, origin).href,
    url,
    ...(typeof product.lista1 === 'number'
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'ARS',
            price: product.lista1,
            availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
            seller: { '@type': 'Organization', name: contact.businessName },
          },
        }
      : {}),
  };
}

/** A trail of pages as schema.org BreadcrumbList (names and site paths, in order). */
export function breadcrumbList(origin: string, trail: ReadonlyArray<{ name: string; path: string }>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, origin).href,
    })),
  };
}

/** JSON for a <script type="application/ld+json"> body: `<` escaped, so no text can close the script. */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
