/**
 * The page the service worker answers for a page that could not be fetched and is not saved. Made in the
 * worker, not a file: the worker saves nothing for a visitor who never asks to.
 */
import { escapeHtml, plainPage } from '@frio/shared/plain-page';

export interface OfflinePageInput {
  /** Path and query, same origin: "Reintentar" goes there. */
  address: string;
  saved: ReadonlyArray<{ path: string; label: string }>;
}

const offlineTitle = 'Sin conexión';

export function offlinePage({ address, saved }: OfflinePageInput): string {
  const offer =
    saved.length > 0
      ? `<p>Esto sí está guardado en este dispositivo:</p><ul>${saved
          .map(({ path, label }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(label)}</a></li>`)
          .join('')}</ul>`
      : '<p>Todavía no hay páginas guardadas en este dispositivo para usar sin conexión.</p>';
  return plainPage(
    offlineTitle,
    `<h1>${offlineTitle}</h1>
<p>No hay señal y esta página no está guardada en este dispositivo.</p>
${offer}
<p><a href="${escapeHtml(address)}">Reintentar</a> cuando vuelva la señal.</p>`,
  );
}
