import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@frio/shared/router';
import { useHydrated } from '@frio/shared/ui';
import { productItems } from './nav-items.ts';
import styles from './Navbar.module.css';

/** 'Productos' goes to /productos; its arrow button opens Aires / Insumos / Transporte (also on hover). */
export function ProductsDropdown() {
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const hydrated = useHydrated();
  const open = openOn === pathname;

  // While open: a pointer outside, focus leaving the menu or Escape closes it (Escape returns focus to the toggle).
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return undefined;
    const close = () => setOpenOn(null);
    const onPointer = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.contains(document.activeElement)) return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <li ref={rootRef} className={styles.dropdown} data-open={open || undefined}>
      <NavLink to="/productos" className={styles.link}>
        Productos
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className={styles.dropdownToggle}
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!hydrated}
        aria-label="Ver categorías de productos"
        onClick={() => setOpenOn((on) => (on === pathname ? null : pathname))}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={menuId} className={styles.dropdownMenu}>
        {productItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.dropdownLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
