/**
 * Instagram's embed script (network: www.instagram.com). Requested only when the visitor asks for the
 * feed; rejects when the host is unreachable or too slow, so the page can show its fallback.
 */
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

let pending: Promise<InstagramGlobal> | null = null;

/** Loads the embed script once per page and resolves with its global; a failure allows a later retry. */
export function loadInstagramEmbed(timeoutMs = 8000): Promise<InstagramGlobal> {
  if (window.instgrm) return Promise.resolve(window.instgrm);
  if (pending) return pending;
  const script = document.createElement('script');
  const load = new Promise<InstagramGlobal>((resolve, reject) => {
    script.async = true;
    script.src = INSTAGRAM_EMBED_SRC;
    script.onload = () => (window.instgrm ? resolve(window.instgrm) : reject(new Error('instgrm missing')));
    script.onerror = () => reject(new Error('unreachable'));
    document.body.appendChild(script);
  });
  pending = withTimeout(load, timeoutMs, () => new Error('timeout')).catch((error: unknown) => {
    script.remove();
    pending = null;
    throw error;
  });
  return pending;
}
