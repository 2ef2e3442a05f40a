import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@frio/shared/router';
import { productItems } from './nav-items.ts';
import styles from './Navbar.module.css';

/** 'Productos' goes to /productos; its arrow button opens Aires / Insumos / Transporte (also on hover). */
export function ProductsDropdown() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <li
      ref={rootRef}
      className={styles.dropdown}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink to="/productos" className={styles.link}>
        Productos
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className={styles.dropdownToggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Ver categorías de productos"
        onClick={() => setOpen((value) => !value)}
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
