import { useEffect, useState, useSyncExternalStore } from 'react';
import { contact } from '@frio/shared/contact';
import { ExternalLink, InstagramIcon } from '@frio/shared/ui';
import { loadInstagramEmbed } from './instagram-embed.ts';
import styles from './Home.module.css';
import page from '../../components/Page.module.css';

type FeedState = 'facade' | 'loading' | 'ready' | 'failed';

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
  const [state, setState] = useState<FeedState>('facade');

  useEffect(() => {
    if (state !== 'loading') return;
    let cancelled = false;
    loadInstagramEmbed()
      .then((instgrm) => {
        if (cancelled) return;
        setState('ready');
        instgrm.Embeds.process();
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [state]);

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
              <button type="button" className={page.button} onClick={() => setState('loading')}>
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
            <button type="button" className={page.secondary} onClick={() => setState('loading')}>
              Reintentar
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
