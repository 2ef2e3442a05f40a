import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';
import { ExternalLink, WhatsappIcon } from '@frio/shared/ui';
import { ErrorScreen } from './ErrorScreen.tsx';
import { RemoteLoadError } from '../../lib/remotes/remote-error.ts';
import styles from './ErrorScreen.module.css';

/**
 * A page that could not load (its remote is down, slow or missing) or that broke while rendering.
 * The navbar and footer stay; the visitor can retry or write to the business.
 */
export function RouteError({ error }: { error: unknown }) {
  const unavailable = error instanceof RemoteLoadError;
  if (!unavailable) console.error('[route]', error);
  return (
    <ErrorScreen
      title="Sección no disponible"
      heading={
        unavailable ? 'Esta sección no está disponible en este momento' : 'Algo salió mal al mostrar esta página'
      }
    >
      <p>Probá de nuevo en unos segundos. Si el problema sigue, escribinos y te atendemos enseguida.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          Reintentar
        </button>
        <ExternalLink href={whatsappLink(whatsappTexts.greeting)} className={styles.secondary}>
          <WhatsappIcon width={20} height={20} /> Escribinos por WhatsApp
        </ExternalLink>
      </div>
    </ErrorScreen>
  );
}
