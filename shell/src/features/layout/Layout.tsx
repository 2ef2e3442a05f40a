import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Navbar } from '../navbar/Navbar.tsx';
import { Footer } from '../footer/Footer.tsx';
import styles from './Layout.module.css';

/** Navbar, the routed page and the footer. `children` replaces the outlet for the first-load placeholder. */
export function Layout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'loading';
  return (
    <div className={styles.app}>
      <a href="#contenido" className={styles.skip}>
        Saltar al contenido
      </a>
      <div className={styles.progress} data-active={busy || undefined} aria-hidden="true" />
      <Navbar />
      <main id="contenido" className={styles.main} tabIndex={-1} aria-busy={busy || undefined}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first page's remote loads: same frame, same height, so nothing shifts. */
export function FirstLoad() {
  return (
    <Layout>
      <div className={styles.placeholder} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.visuallyHidden}>Cargando…</span>
      </div>
    </Layout>
  );
}
