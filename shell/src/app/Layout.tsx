import { Suspense } from 'react';
import { Outlet, useLocation } from '@frio/shared/router';
import { ExternalLink, LoadingStatus } from '@frio/shared/ui';
import { ErrorBoundary } from '../features/errors/ErrorBoundary.tsx';
import { RouteError } from '../features/errors/RouteError.tsx';
import { Navbar } from '../features/navbar/Navbar.tsx';
import { Footer } from '../features/footer/Footer.tsx';
import { AccountSlot } from '../features/account/AccountSlot.tsx';
import { OfflineNotice } from '../features/offline/OfflineNotice.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';
import { whatsappLink } from '@frio/shared/whatsapp';
import { scriptNotice, scriptlessWhatsapp } from '../lib/documents/needs-script.ts';
import styles from './Layout.module.css';

/**
 * Navbar, the routed page and the footer; the frame stays mounted while a remote's page loads, and when
 * a page cannot load or breaks, only the page area shows the error (cleared by going to another page).
 */
export function Layout() {
  const { pathname } = useLocation();
  const notice = scriptNotice(pathname);
  const whatsapp = scriptlessWhatsapp(pathname);
  return (
    <div className={styles.app}>
      <a href="#contenido" className={styles.skip}>
        Saltar al contenido
      </a>
      <Navbar accountSlot={<AccountSlot />} />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        <OfflineNotice className={styles.offline} />
        {notice && (
          <noscript>
            <div className={styles.noscript}>
              <p>{notice}</p>
              {whatsapp && (
                <p>
                  Mientras tanto, podés consultarnos por WhatsApp:{' '}
                  <ExternalLink href={whatsappLink(whatsapp)}>Escribinos por WhatsApp</ExternalLink>
                </p>
              )}
            </div>
          </noscript>
        )}
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<PagePlaceholder />}>
            <Outlet />
            <ScrollRestoration />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/** Shown while a page's remote loads: it takes the page's room, so nothing shifts. */
function PagePlaceholder() {
  return <LoadingStatus label="Cargando…" className={styles.placeholder} />;
}
