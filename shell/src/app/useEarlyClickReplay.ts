import { useEffect } from 'react';
import { TAKE_EARLY_CLICK } from '@frio/shared/early-input-names';

type Part = 'frame' | 'page';
type EarlyClickDocument = Document & { [TAKE_EARLY_CLICK]?: (part: Part) => HTMLButtonElement | null };

/**
 * Once a part of the prerendered document has hydrated (the frame: navbar and footer; the page in
 * <main>, whose remote may arrive later): the button of that part the visitor tapped before it took
 * over (the menu button of a phone, the catalogue's filter toggle or 'Cargar más'), remembered by the
 * document's inline script, is clicked again, so the tap is not lost.
 */
export function useEarlyClickReplay(part: Part): void {
  useEffect(() => {
    const button = (document as EarlyClickDocument)[TAKE_EARLY_CLICK]?.(part);
    if (button?.isConnected) button.click();
  }, [part]);
}

/** Rendered inside the page's Suspense boundary: its effect runs once the page has hydrated. */
export function PageEarlyClickReplay() {
  useEarlyClickReplay('page');
  return null;
}
