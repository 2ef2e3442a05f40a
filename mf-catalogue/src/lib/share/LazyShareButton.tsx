import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { ShareButton } from './ShareButton.tsx';

type Props = ComponentProps<typeof ShareButton>;

let loading: Promise<ComponentType<Props>> | undefined;

/**
 * Compartir where it shows only after the page has read its own data (the quote list's summary): its
 * code loads then, off the route's first load. Until it has loaded (or if it cannot) there is no button;
 * the list's address still goes in the WhatsApp message.
 */
export function LazyShareButton(props: Props) {
  const [Button, setButton] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let cancelled = false;
    loading ??= import('./ShareButton.tsx').then((module) => module.ShareButton);
    loading.then(
      (loaded) => {
        if (!cancelled) setButton(() => loaded);
      },
      (error: unknown) => {
        loading = undefined; // the next page asks again
        console.warn('[compartir] the share button did not load', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return Button ? <Button {...props} /> : null;
}
