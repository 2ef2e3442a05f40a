/**
 * Instagram's embed script (network: www.instagram.com). Requested only when the visitor asks for the
 * feed; rejects when the host is unreachable or too slow, so the page can show its fallback.
 */
import { once } from '@frio/shared/once';
import { withTimeout } from '@frio/shared/timeout';

const INSTAGRAM_EMBED_SRC = 'https://www.instagram.com/embed.js';

interface InstagramGlobal {
  Embeds: { process(): void };
}

declare global {
  interface Window {
    instgrm?: InstagramGlobal;
  }
}

/** Loads the embed script once per page and resolves with its global; a failure allows a later retry. */
const loadScript = once(() => {
  const script = document.createElement('script');
  const load = new Promise<InstagramGlobal>((resolve, reject) => {
    script.async = true;
    script.src = INSTAGRAM_EMBED_SRC;
    script.onload = () => (window.instgrm ? resolve(window.instgrm) : reject(new Error('instgrm missing')));
    script.onerror = () => reject(new Error('unreachable'));
    document.body.appendChild(script);
  });
  return withTimeout(load, 8000, () => new Error('timeout')).catch((error: unknown) => {
    script.remove();
    throw error;
  });
});

export const loadInstagramEmbed = (): Promise<InstagramGlobal> =>
  window.instgrm ? Promise.resolve(window.instgrm) : loadScript();
