/**
 * Text typed into a prerendered field before its scripts have run is kept. React hydrates an input
 * without touching its DOM value (React 19 does not hand that value to the state), so the text stays on
 * screen but not in state, and the next render would wipe it: `useTypedBeforeScripts` hands it to the
 * state, once, when the field mounts. No script of the document is involved.
 */
import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

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
