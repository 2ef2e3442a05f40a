import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';

/** Targets of the products landing's buttons (docs/contract.md "Routes and screens", Products landing). */
export const productsLinks = {
  /** Relative to /productos. */
  transporte: 'transporte',
  /** Relative to /productos. */
  insumos: 'insumos',
  /** WhatsApp chat with a greeting asking about cold equipment. */
  coldCargo: whatsappLink(whatsappTexts.coldEquipment),
  /** WhatsApp chat with a price enquiry for an air conditioner. */
  acQuote: whatsappLink(whatsappTexts.acQuote),
  calculator: '/calculadora-aire-acondicionado',
} as const;
