import { contact } from './contact.ts';

/** Prefilled WhatsApp messages that recur across pages. */
export const whatsappTexts = {
  greeting: '¡Hola! Quisiera hacer una consulta.',
  coldEquipment: '¡Hola! Quisiera consultar por equipos de frío para transporte.',
  acQuote: '¡Hola! Quisiera pedir una cotización de un aire acondicionado.',
  acQuery: '¡Hola! Tengo una consulta sobre aires acondicionados.',
  transportQuote: '¡Hola! Quisiera pedir una cotización de un equipo de frío para transporte.',
  acCustomQuote: '¡Hola! Quisiera pedir una cotización de un aire acondicionado a medida.',
  signupHelp: '¡Hola! Quisiera consultar por mi registro como técnico.',
} as const;

const MAX_REFERENCE_LENGTH = 12;

/**
 * A partner's campaign as a short reference code: letters and digits only, upper case, at most 12
 * characters ("mi-sitio" → "MISITIO"); empty when nothing is left.
 */
export function referenceCode(campaign: string): string {
  return campaign
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MAX_REFERENCE_LENGTH);
}

/**
 * Click-to-chat link with prefilled text. A `campaign` (partner embeds) is not written into the
 * visitor's sentence: it travels as a short reference on a line of its own at the end ("Ref. MISITIO"),
 * which the business reads in the chat.
 */
export function whatsappLink(text: string, campaign?: string): string {
  const code = campaign ? referenceCode(campaign) : '';
  const body = code ? `${text}\n\nRef. ${code}` : text;
  return `${contact.whatsappBase}?text=${encodeURIComponent(body)}`;
}
