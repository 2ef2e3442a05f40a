import type { ComponentType, ReactNode } from 'react';
import styles from './AdminNav.module.css';

/**
 * The back-office's sections, each a page of the remote whose data it shows. A new section is one more
 * entry here (e.g. `{ to: '/admin/precios', label: 'Lista de precios' }` from mf-catalogue).
 */
export const adminSections: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin', label: 'Solicitudes' },
  { to: '/admin/consultas', label: 'Consultas' },
];

/** The router's NavLink (marks the current page with aria-current="page"). */
type NavLinkComponent = ComponentType<{ to: string; end?: boolean; className?: string; children?: ReactNode }>;

/**
 * The tabs between the back-office's pages (links: each section has its own address). The remote passes
 * the router's `NavLink` from `@frio/shared/router`: imported here, the router would be bundled into the
 * remote instead of shared as the one singleton.
 */
export function AdminNav({ NavLink }: { NavLink: NavLinkComponent }) {
  return (
    <nav aria-label="Secciones de administración" className={styles.nav}>
      <ul className={styles.list}>
        {adminSections.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} end className={styles.link}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
