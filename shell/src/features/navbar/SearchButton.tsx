import { useHydrated } from '@frio/shared/ui';
import styles from './NavSearch.module.css';

/** Narrow bars: the button that opens the search row under the bar (wide bars show the field itself). */
export function SearchButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  // Disabled until the app has taken the bar over, like the menu button: a tap before would be dropped.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={styles.button}
      aria-expanded={open}
      aria-controls="buscar-navbar-fila"
      aria-label="Buscar productos"
      disabled={!hydrated}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
