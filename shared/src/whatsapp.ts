import { contact } from './contact.ts';

/** Prefilled WhatsApp messages that recur across pages. */
export const whatsappTexts = {
  greeting: 'Hola! Quisiera hacer una consulta.',
  coldEquipment: 'Hola! Quisiera consultar por equipos de frío para transporte.',
  acQuote: 'Hola! Quisiera pedir una cotización de un aire acondicionado.',
  acQuery: 'Hola! Tengo una consulta sobre aires acondicionados.',
  transportQuote: 'Hola! Quisiera pedir una cotización de un equipo de frío para transporte.',
  acCustomQuote: 'Hola! Quisiera pedir una cotización de un aire acondicionado a medida.',
} as const;

/**
 * Click-to-chat link with prefilled text. `campaign` tags the message (partner embeds).
 */
export function whatsappLink(text: string, campaign?: string): string {
  const body = campaign ? `${text} [${campaign}]` : text;
  return `${contact.whatsappBase}?text=${encodeURIComponent(body)}`;
}
