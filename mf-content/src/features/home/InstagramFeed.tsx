import { useEffect, useState, useSyncExternalStore } from 'react';
import { contact } from '@frio/shared/contact';
import { ExternalLink, InstagramIcon } from '@frio/shared/ui';
import { useRead } from '@frio/shared/hooks/use-read';
import { loadInstagramEmbed } from './instagram-embed.ts';
import styles from './Home.module.css';
import page from '../../components/Page.module.css';

const noSubscription = () => () => {};

/**
 * The social-feed embed behind a click-to-load facade: nothing is requested from Instagram until the
 * visitor asks for it. The facade's text and profile link are in the document itself (read without
 * JavaScript too); the button that loads the posts appears once the page runs.
 */
export function InstagramFeed() {
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [asked, setAsked] = useState(false);
  const embed = useRead(asked ? loadInstagramEmbed : undefined, [asked]);
  const state = !asked ? 'facade' : embed.status === 'error' ? 'failed' : embed.status;
  const ready = embed.status === 'ready' ? embed.data : undefined;
  const retry = embed.status === 'error' ? embed.retry : undefined;
  // The posts are drawn into the blockquote below once the script is here.
  useEffect(() => ready?.Embeds.process(), [ready]);

  const profile = (
    <ExternalLink href={contact.instagram} className={page.link}>
      Ir a nuestro perfil de Instagram
    </ExternalLink>
  );

  return (
    <div className={styles.feed} aria-busy={state === 'loading' || undefined}>
      {state === 'facade' && (
        <div className={styles.facade}>
          <InstagramIcon width={40} height={40} className={styles.feedIcon} />
          <p>Mirá nuestros trabajos, novedades y ofertas en Instagram.</p>
          {running && <p className={styles.feedNote}>Al cargar las publicaciones se conecta con Instagram.</p>}
          <div className={page.actions}>
            {running && (
              <button type="button" className={page.button} onClick={() => setAsked(true)}>
                Ver publicaciones de Instagram
              </button>
            )}
            {profile}
          </div>
        </div>
      )}
      {(state === 'loading' || state === 'ready') && (
        <div className={styles.embed}>
          {state === 'loading' && (
            <p role="status" className={styles.feedNote}>
              Cargando publicaciones…
            </p>
          )}
          <blockquote className="instagram-media" data-instgrm-permalink={contact.instagram} data-instgrm-version="14">
            {profile}
          </blockquote>
        </div>
      )}
      {state === 'failed' && (
        <div className={styles.facade} role="status">
          <p>No pudimos cargar las publicaciones de Instagram en este momento. Podés verlas en nuestro perfil.</p>
          <div className={page.actions}>
            {profile}
            <button type="button" className={page.secondary} onClick={retry}>
              Reintentar
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
