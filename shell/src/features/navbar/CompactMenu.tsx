import { useEffect, useRef } from 'react';
import { NavLink } from '@frio/shared/router';
import { mainItems } from './nav-items.ts';
import styles from './Navbar.module.css';

interface Props {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** Below 850 px: a menu icon toggles a panel sliding in from the left with Inicio, Productos, Nosotros, Contacto. */
export function CompactMenu({ open, onToggle, onClose }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        data-nav="menu"
        aria-expanded={open}
        aria-controls="menu-compacto"
        aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
        onClick={onToggle}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      {open && <div className={styles.overlay} onClick={onClose} aria-hidden="true" />}
      <nav
        ref={panelRef}
        id="menu-compacto"
        aria-label="Menú"
        className={styles.panel}
        data-nav="panel"
        data-open={open || undefined}
        inert={!open}
      >
        <ul>
          {mainItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={styles.panelLink} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
