import { serviceWorkerPath } from '@frio/shared/offline';

/**
 * Registers the service worker (sw/sw.ts) once the page has loaded and the browser is idle, so it never
 * competes with the page's own requests. Not in `pnpm dev`, whose server has no worker to give.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(serviceWorkerPath)
      .catch((error: unknown) => console.info('[sin conexión] no se pudo registrar el service worker:', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
