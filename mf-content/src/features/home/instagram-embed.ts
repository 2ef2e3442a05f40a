/**
 * Instagram's embed script (network: www.instagram.com). Requested only when the visitor asks for the
 * feed; rejects when the host is unreachable or too slow, so the page can show its fallback.
 */
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
  pending ??= new Promise<InstagramGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error('timeout')), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      pending = null;
      reject(error);
    }
    script.async = true;
    script.src = INSTAGRAM_EMBED_SRC;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.instgrm) resolve(window.instgrm);
      else fail(new Error('instgrm missing'));
    };
    script.onerror = () => fail(new Error('unreachable'));
    document.body.appendChild(script);
  });
  return pending;
}
