import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from '@frio/shared/router';
import { LoadingStatus } from '@frio/shared/ui';
import { Navbar } from '../navbar/Navbar.tsx';
import { Footer } from '../footer/Footer.tsx';
import styles from './Layout.module.css';

/** Navbar, the routed page and the footer; the frame stays mounted while a remote's page loads. */
export function Layout() {
  return (
    <div className={styles.app}>
      <a href="#contenido" className={styles.skip}>
        Saltar al contenido
      </a>
      <Navbar />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PagePlaceholder />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while a page's remote loads: it takes the page's room, so nothing shifts. */
function PagePlaceholder() {
  return (
    <LoadingStatus label="Cargando…" className={styles.placeholder} />
  );
}
