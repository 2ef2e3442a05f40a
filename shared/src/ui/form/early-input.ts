/**
 * What a visitor does to a prerendered form before its scripts have run is kept.
 * - Typed text: React hydrates an input without touching its DOM value, so the text stays on screen but
 *   not in state; the next render would wipe it. `useTypedBeforeScripts` hands it to the state, once.
 * - A submit: without its handler the browser would submit natively (a POST that reloads the page). The
 *   prerendered document's inline script (app-start-script.ts) cancels it and remembers the form;
 *   `useFormTakeover` submits it again once its handler exists.
 * Only forms rendered with `awaitingScripts` are held, and only until their component has mounted.
 */
import { useEffect, useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { AWAITING, HELD_SUBMITS } from '../../early-input-names.ts';

interface HoldingDocument extends Document {
  [HELD_SUBMITS]?: WeakSet<HTMLFormElement>;
}

/** Spread on a <form>: its submits are held until `useFormTakeover` has run for it. */
export const awaitingScripts = { [AWAITING]: '' } as const;

/** Marks the form as handled by its component and replays a submit the visitor made before that. */
export function useFormTakeover(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.removeAttribute(AWAITING);
    const held = (form.ownerDocument as HoldingDocument)[HELD_SUBMITS];
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
