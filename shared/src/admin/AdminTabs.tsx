import type { LinkComponent } from './OwnerGate.tsx';
import styles from './admin.module.css';

/** The back-office's parts, each a page of the remote whose data it is. */
const tabs = [
  { to: '/admin', label: 'Solicitudes' },
  { to: '/admin/precios', label: 'Lista de precios' },
  { to: '/admin/consultas', label: 'Consultas' },
] as const;

/** The back-office's tab bar: links between its pages, the current one marked with aria-current. */
export function AdminTabs({ pathname, Link }: { pathname: string; Link: LinkComponent }) {
  return (
    <nav aria-label="Administración">
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className={styles.tab} aria-current={pathname === tab.to ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
