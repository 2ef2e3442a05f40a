import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { a11y, LoadingStatus } from '@frio/shared/ui';
import styles from './AccountMenu.module.css';

// The saving and its status load on the press: most visits of a signed-in account never save.
const SaveOffline = lazy(() => import('@frio/shared/offline/save-button'));

/**
 * The account menu's "Usar sin conexión": one press saves the catalogue (a technician's list 2 with it),
 * its progress and outcome in a panel under the bar, closed by the button again, Cerrar or Escape.
 */
export function SaveOfflineButton() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Each opening is a new save; the panel's key restarts it.
  const [press, setPress] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.offline}
        aria-expanded={open}
        aria-controls={panelId}
        title="Usar sin conexión"
        onClick={() => {
          if (!open) setPress((n) => n + 1);
          setOpen(!open);
        }}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3v12M7 10l5 5 5-5M5 20h14" />
        </svg>
        <span className={a11y.visuallyHidden}>Usar sin conexión</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Usar sin conexión">
        {open ? (
          <Suspense fallback={<LoadingStatus label="Preparando…" />}>
            <SaveOffline key={press} started />
          </Suspense>
        ) : null}
        <button type="button" className={styles.close} onClick={close}>
          Cerrar
        </button>
      </div>
    </>
  );
}
