import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';
import { ExternalLink } from '@frio/shared/ui';
import styles from './ErrorScreen.module.css';

/** Last resort when even the layout failed: a plain page, never a blank screen. */
export function AppError() {
  return (
    <section className={styles.screen}>
      <title>Error inesperado</title>
      <h1>Ocurrió un error inesperado</h1>
      <p>Recargá la página para seguir navegando. Si el problema continúa, escribinos.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.assign('/')}>
          Volver al inicio
        </button>
        <ExternalLink href={whatsappLink(whatsappTexts.greeting)} className={styles.secondary}>
          Escribinos por WhatsApp
        </ExternalLink>
      </div>
    </section>
  );
}
