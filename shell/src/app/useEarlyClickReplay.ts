import { useEffect } from 'react';
import { TAKE_EARLY_CLICK } from '@frio/shared/early-input-names';

type EarlyClickDocument = Document & { [TAKE_EARLY_CLICK]?: () => HTMLButtonElement | null };

/**
 * Once the frame has hydrated: the button the visitor tapped before the app took over (the menu button
 * of a phone, a filter toggle), remembered by the prerendered document's inline script, is clicked again,
 * so the tap is not lost. A button inside a page still loading gets React's own replay of the click.
 */
export function useEarlyClickReplay(): void {
  useEffect(() => {
    const button = (document as EarlyClickDocument)[TAKE_EARLY_CLICK]?.();
    if (button?.isConnected) button.click();
  }, []);
}
