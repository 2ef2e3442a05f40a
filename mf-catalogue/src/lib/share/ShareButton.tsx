import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '@frio/shared/ui';
import type { ShareMenuProps } from './ShareMenu.tsx';
import styles from './Share.module.css';

const SHARE_LOAD_ERROR = 'No pudimos abrir las opciones para compartir. Revisá tu conexión e intentá de nuevo.';

interface Props {
  /** The address to share (absolute). */
  url: string;
  /** What the share sheet and the WhatsApp text name it. */
  title: string;
  label?: string;
  /** An element that says what is shared (a product's name), for screen readers. */
  describedBy?: string;
}

type Menu = ComponentType<ShareMenuProps>;

/** The phone's share sheet when the browser has one (Web Share API). */
const sheet = (): ((data: ShareData) => Promise<void>) | null =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? navigator.share.bind(navigator) : null;

/**
 * Compartir: the phone's own share sheet where the browser offers one; elsewhere (or when the sheet is
 * refused) a disclosure with WhatsApp and Copiar enlace, whose code loads on the first use.
 */
export function ShareButton({ url, title, label = 'Compartir', describedBy }: Props) {
  const hydrated = useHydrated();
  const [menu, setMenu] = useState<Menu | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Known after hydration only: the server's HTML is the same for every browser.
  const withSheet = hydrated && sheet() !== null;

  const openMenu = () => {
    setFailed(false);
    if (menu) return setOpen(true);
    import('./ShareMenu.tsx').then(
      (module) => {
        setMenu(() => module.ShareMenu);
        setOpen(true);
      },
      (error: unknown) => {
        console.warn('[compartir] the share menu did not load', error);
        setFailed(true);
      },
    );
  };

  const onClick = async () => {
    if (open) return setOpen(false);
    const share = sheet();
    if (share) {
      try {
        await share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the sheet
        console.warn('[compartir] the share sheet refused', error); // then the menu, which always works
      }
    }
    openMenu();
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const Menu = open ? menu : null;
  return (
    <div ref={wrapperRef} className={styles.share}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        disabled={!hydrated}
        aria-expanded={withSheet ? undefined : open}
        aria-controls={Menu ? menuId : undefined}
        aria-describedby={describedBy}
        onClick={() => void onClick()}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z" />
        </svg>
        {label}
      </button>
      {Menu ? <Menu id={menuId} url={url} title={title} container={wrapperRef} onClose={close} /> : null}
      {failed ? (
        <p className={styles.error} role="alert">
          {SHARE_LOAD_ERROR}
        </p>
      ) : null}
    </div>
  );
}
