import { PRODUCT_ATTRIBUTE, WHATSAPP_LINK_SELECTOR } from '@frio/shared/consultas/links';

/**
 * Counts every WhatsApp consultation the site starts, in one place: a click (mouse, touch or keyboard)
 * on any WhatsApp link of any page adds one to today's counters (@frio/shared/consultas). The counter's
 * code downloads only then, and the link opens the chat at once: nothing here waits or can fail loudly.
 */
export function startConsultationCounting(target: Pick<Document, 'addEventListener'> = document): void {
  target.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(WHATSAPP_LINK_SELECTOR) : null;
      if (!link) return;
      const product = link.getAttribute(PRODUCT_ATTRIBUTE);
      const pathname = window.location.pathname;
      import('@frio/shared/consultas-counter')
        .then(({ countConsultation }) => countConsultation(pathname, product))
        .catch((error: unknown) => console.info('[consultas] no se pudo contar la consulta', error));
    },
    { capture: true, passive: true },
  );
}
