import type { ComponentProps } from 'react';
import { once } from '@frio/shared/once';
import { useRead } from '@frio/shared/hooks/use-read';
import type { ShareButton } from './ShareButton.tsx';

const loadButton = once(() =>
  import('./ShareButton.tsx').then(
    (module) => module.ShareButton,
    (error: unknown) => {
      console.warn('[compartir] the share button did not load', error); // the next page asks again
      throw error;
    },
  ),
);

/**
 * Compartir where it shows only after the page has read its own data (the quote list's summary): its
 * code loads then, off the route's first load. Until it has loaded (or if it cannot) there is no button;
 * the list's address still goes in the WhatsApp message.
 */
export function LazyShareButton(props: ComponentProps<typeof ShareButton>) {
  const share = useRead(loadButton, []);
  return share.status === 'ready' ? <share.data {...props} /> : null;
}
