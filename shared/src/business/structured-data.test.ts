import { describe, expect, it } from 'vitest';
import { contact } from './contact.ts';
import { faqPage, jsonLdText, localBusiness } from './structured-data.ts';

describe('structured data', () => {
  it('describes the business from the contact module, with absolute URLs on the given origin', () => {
    const data = localBusiness('https://frio.example') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: contact.businessName,
      telephone: `+${contact.phoneE164}`,
      email: contact.email,
      url: 'https://frio.example/',
      address: { streetAddress: contact.street, addressLocality: contact.town },
      sameAs: [contact.instagram, contact.facebook],
    });
  });
  it('turns questions into a FAQPage', () => {
    expect(faqPage([{ question: '¿Qué?', answer: 'Esto.' }])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: '¿Qué?', acceptedAnswer: { text: 'Esto.' } }],
    });
  });
  it('cannot close its script element', () => {
    const text = jsonLdText(faqPage([{ question: '</script><script>alert(1)</script>', answer: '' }]));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toMatchObject({ mainEntity: [{ name: '</script><script>alert(1)</script>' }] });
  });
});
