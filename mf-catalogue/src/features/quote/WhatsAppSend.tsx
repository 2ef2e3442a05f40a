import { useEffect, useState, type AnchorHTMLAttributes } from 'react';
import { ExternalLink } from '@frio/shared/ui';
import styles from './QuoteListView.module.css';

export const WAITING_TEXT = 'Sin conexión: el mensaje queda listo y se abre en WhatsApp cuando vuelva la señal.';
export const BACK_TEXT = 'Volvió la señal: tocá «Enviar por WhatsApp» para mandarlo.';

/**
 * "Enviar por WhatsApp": a link to the chat; without a signal it waits for the network, saying so, and
 * opens the chat when the signal is back (or, where the browser blocks a window not opened by a tap, asks
 * for the tap again), rather than ending on the browser's error page.
 */
export function WhatsAppSend({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const [waiting, setWaiting] = useState<'offline' | 'back' | null>(null);
  useEffect(() => {
    if (waiting !== 'offline') return;
    const back = () => setWaiting(window.open(href, '_blank', 'noopener,noreferrer') ? null : 'back');
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [waiting, href]);
  return (
    <>
      <ExternalLink
        href={href}
        {...props}
        onClick={(event) => {
          if (navigator.onLine) return setWaiting(null);
          event.preventDefault();
          setWaiting('offline');
        }}
      >
        Enviar por WhatsApp
      </ExternalLink>
      {waiting ? (
        <p role="status" className={styles.waiting}>
          {waiting === 'offline' ? WAITING_TEXT : BACK_TEXT}
        </p>
      ) : null}
    </>
  );
}
