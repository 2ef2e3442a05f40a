import { useEffect, useRef } from 'react';
import { NavLink } from '@frio/shared/router';
import { useHydrated } from '@frio/shared/ui';
import { mainItems } from './nav-items.ts';
import styles from './Navbar.module.css';

interface Props {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * While the panel is open, Tab and Shift+Tab cycle through the menu button and the panel's links: the
 * page behind the overlay is out of reach.
 */
function keepFocusInMenu(event: KeyboardEvent, button: HTMLElement | null, panel: HTMLElement | null) {
  if (!button || !panel) return;
  const cycle = [button, ...panel.querySelectorAll<HTMLElement>('a[href], button')];
  const at = cycle.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + cycle.length) % cycle.length;
  event.preventDefault();
  cycle[next]?.focus();
}

/** Below 850 px: the menu button and the panel it opens. */
export function CompactMenu({ open, onToggle, onClose }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Disabled until the frame has hydrated: a tap before that would be dropped.
  const hydrated = useHydrated();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        buttonRef.current?.focus();
      }
      if (event.key === 'Tab') keepFocusInMenu(event, buttonRef.current, panelRef.current);
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
        disabled={!hydrated}
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
