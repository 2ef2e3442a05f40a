import { EARLY_TAPS, PRODUCT_ATTRIBUTE, WHATSAPP_LINK_SELECTOR } from '@frio/shared/consultas/links';
import type * as Counter from '@frio/shared/consultas-counter';
import { once } from '@frio/shared/once';

// One download for all the taps kept before the app started; one that failed is tried again.
const loadCounter = once((): Promise<typeof Counter> => import('@frio/shared/consultas-counter'));

/** A WhatsApp consultation: the counter's code downloads only now, and nothing here waits or fails loudly. */
function count(pathname: string, product: string | null): void {
  loadCounter()
    .then(({ countConsultation }) => countConsultation(pathname, product))
    .catch((error: unknown) => console.info('[consultas] no se pudo contar la consulta', error));
}

/**
 * Counts every WhatsApp consultation the site starts, in one place. Taps before this ran were counted by
 * the document's start script, or kept for the app: those are counted now, and setting `EARLY_TAPS` to
 * null tells the start script to leave every tap to this listener.
 */
export function startConsultationCounting(
  target: Pick<Document, 'addEventListener'> = document,
  early: Record<string, unknown> = window as never,
): void {
  const kept = early[EARLY_TAPS];
  early[EARLY_TAPS] = null;
  if (Array.isArray(kept))
    for (const tap of kept as unknown[]) {
      if (Array.isArray(tap) && typeof tap[0] === 'string') count(tap[0], typeof tap[1] === 'string' ? tap[1] : null);
    }
  target.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(WHATSAPP_LINK_SELECTOR) : null;
      if (!link) return;
      count(window.location.pathname, link.getAttribute(PRODUCT_ATTRIBUTE));
    },
    { capture: true, passive: true },
  );
}
