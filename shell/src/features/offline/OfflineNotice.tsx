import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatDay } from '@frio/shared/format';
import { savedPagesCache } from '@frio/shared/offline';
import { readSavedCatalogue } from '@frio/shared/offline/saved';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Online, on a device with a catalogue saved: bring it up to the published price list, in the background. */
function refreshSaved(): void {
  if (typeof caches === 'undefined') return;
  void caches
    .has(savedPagesCache)
    .then(async (saved) => {
      if (saved) await (await import('@frio/shared/offline/refresh')).refreshSavedCatalogue();
    })
    .catch((error: unknown) => console.info('[sin conexión] no se actualizó el catálogo guardado', error));
}

/**
 * Without a signal, on a device with the catalogue saved: "Sin conexión: precios del …", so nobody takes
 * a saved price for today's. Online, the saved catalogue follows a newer price list.
 */
export function OfflineNotice({ className }: { className?: string | undefined }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [stamp, setStamp] = useState<number | null>(null);
  useEffect(() => {
    if (online) return refreshSaved();
    let live = true;
    void readSavedCatalogue().then((saved) => live && setStamp(saved?.stamp ?? null));
    return () => {
      live = false;
    };
  }, [online]);
  const day = online ? null : formatDay(stamp);
  return day ? (
    <p className={className} role="status">
      Sin conexión: precios del {day}
    </p>
  ) : null;
}
