/**
 * What a visitor does to a prerendered form before its scripts have run is kept.
 * - Typed text: React hydrates an input without touching its DOM value, so the text stays on screen but
 *   not in state; the next render would wipe it. `useTypedBeforeScripts` hands it to the state, once.
 * - A submit: without its handler the browser would submit natively (a GET that puts the fields in the
 *   URL). `holdEarlySubmits` (installed by the shell before it hydrates) cancels it and remembers the form;
 *   `useFormTakeover` submits it again once its handler exists.
 * Only forms rendered with `awaitingScripts` are held, and only until their component has mounted.
 */
import { useEffect, useEffectEvent, useLayoutEffect, type RefObject } from 'react';

const AWAITING = 'data-awaits-scripts';

/**
 * The forms whose submit was held. Kept on the document, not in this module: the shell installs the hold
 * and each remote bundles its own copy of this file. Not an attribute: that would differ from the
 * server HTML at hydration.
 */
interface HoldingDocument extends Document {
  __frioHeldSubmits?: WeakSet<HTMLFormElement>;
}

/** Spread on a <form>: it is held by `holdEarlySubmits` until `useFormTakeover` has run for it. */
export const awaitingScripts = { [AWAITING]: '' } as const;

/** Cancels (and marks) the submits of forms whose component has not mounted yet. Idempotent per document. */
export function holdEarlySubmits(doc: HoldingDocument = document): void {
  if (doc.__frioHeldSubmits) return;
  const held = (doc.__frioHeldSubmits = new WeakSet());
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(AWAITING)) return;
      event.preventDefault();
      held.add(form);
    },
    true,
  );
}

/** Marks the form as handled by its component and replays a submit the visitor made before that. */
export function useFormTakeover(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.removeAttribute(AWAITING);
    const held = (form.ownerDocument as HoldingDocument).__frioHeldSubmits;
    if (!held?.has(form)) return;
    held.delete(form);
    // A task later, so that the values adopted by useTypedBeforeScripts are in state when it submits.
    const timer = setTimeout(() => form.requestSubmit());
    return () => clearTimeout(timer);
  }, [ref]);
}

/** Hands text typed into the prerendered field before its scripts ran to the component's state. */
export function useTypedBeforeScripts(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string | number | readonly string[] | undefined,
  onValueChange: ((value: string) => void) | undefined,
): void {
  const adopt = useEffectEvent(() => {
    const field = ref.current;
    if (field && onValueChange && typeof value !== 'undefined' && field.value !== String(value)) {
      onValueChange(field.value);
    }
  });
  // Once, on mount: from then on the state leads.
  useLayoutEffect(() => adopt(), []);
}
