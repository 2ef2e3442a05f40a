import { formatInteger } from '@frio/shared/format';
import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';
import { facts, temperatureList } from '../../content/facts.ts';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** An optional follow-up link: a route of the site (`to`) or another site (`href`). */
  link?: { text: string; to: string } | { text: string; href: string };
}

/** Questions and answers built on the contract's facts (docs/contract.md "Routes and screens" FAQ, §9). */
export const faq: readonly FaqEntry[] = [
  {
    id: 'entrega',
    question: '¿Cuánto tarda la entrega de un equipo?',
    answer: `La entrega demora aproximadamente ${facts.deliveryDays} días desde que se confirma el pedido.`,
  },
  {
    id: 'garantia',
    question: '¿Qué garantía tienen los equipos?',
    answer: `Todos los equipos tienen ${facts.warrantyYears === 1 ? 'un año' : `${facts.warrantyYears} años`} de garantía total.`,
  },
  {
    id: 'temperaturas',
    question: '¿Qué temperaturas mantienen los equipos de frío para transporte?',
    answer: `Trabajamos con tres clases de temperatura: ${temperatureList()}. Te ayudamos a elegir la que necesita tu carga.`,
    link: { text: 'Ver equipos para transporte', to: '/productos/transporte' },
  },
  {
    id: 'aislacion',
    question: '¿Puedo comprar solo la aislación térmica?',
    answer: 'No. La aislación térmica se vende únicamente junto con el equipo de frío.',
  },
  {
    id: 'servicios',
    question: '¿Instalan y hacen el mantenimiento de los equipos?',
    answer:
      'Sí. Nos encargamos de la venta, la instalación, el mantenimiento y el servicio técnico de los equipos de frío para transporte.',
  },
  {
    id: 'aires-medida',
    question: '¿Hacen aires acondicionados a medida?',
    answer: `Sí, fabricamos equipos a medida de ${formatInteger(facts.customAcRange.min)} a ${formatInteger(facts.customAcRange.max)} frigorías. Con la calculadora podés estimar la potencia que necesitás.`,
    link: { text: 'Calculadora de aire acondicionado', to: '/calculadora-aire-acondicionado' },
  },
  {
    id: 'cotizacion',
    question: '¿Cómo pido una cotización?',
    answer: 'Escribinos por WhatsApp contándonos qué necesitás y te respondemos a la brevedad.',
    link: { text: 'Pedir cotización por WhatsApp', href: whatsappLink(whatsappTexts.transportQuote) },
  },
];
