import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import styles from './Share.module.css';

export const COPIED_TEXT = 'Enlace copiado';
export const COPY_FAILED_TEXT = 'No pudimos copiar el enlace: seleccionalo abajo y copialo a mano.';

export interface ShareMenuProps {
  id: string;
  url: string;
  title: string;
  /** The button's and the menu's wrapper: a click outside it closes the menu. */
  container: RefObject<HTMLElement | null>;
  /** Closes the menu; `returnFocus`: back to the Compartir button (Escape), not when the visitor went elsewhere. */
  onClose: (returnFocus: boolean) => void;
}

/** WhatsApp's own share link: the visitor picks the chat, the text is prefilled. */
const whatsappShare = (title: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;

/** The menu under Compartir: a disclosure (a group of a link and a button, reached by Tab), not a menu widget. */
export function ShareMenu({ id, url, title, container, onClose }: ShareMenuProps) {
  const firstRef = useRef<HTMLAnchorElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  useEffect(() => {
    if (copy === 'failed') fieldRef.current?.select();
  }, [copy]);

  useEffect(() => {
    const outside = (target: EventTarget | null) => target instanceof Node && !container.current?.contains(target);
    // The menu is in the page's flow: closed as a press starts, it would move what follows from under the
    // pointer and that press would land nowhere. A press outside closes it once its click has done its job;
    // the focus it moves meanwhile (on a touch screen, after the finger is lifted) does not close it.
    let pressing = false;
    const onPress = (event: PointerEvent) => {
      pressing = outside(event.target);
    };
    const onRelease = () => {
      pressing = false;
    };
    const onClick = (event: MouseEvent) => {
      onRelease();
      if (outside(event.target)) onClose(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target) && !pressing) onClose(false);
    };
    // Escape while focus is in the menu or on its button (the group itself is not a control).
    const onKey = (event: KeyboardEvent) => {
      onRelease();
      if (event.key === 'Escape' && !outside(document.activeElement)) onClose(true);
    };
    const listeners = [
      ['pointerdown', onPress],
      // A press that becomes a scroll, or keys, end it without a click.
      ['pointercancel', onRelease],
      ['click', onClick],
      ['focusin', onFocus],
      ['keydown', onKey],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [container, onClose]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch (error) {
      console.warn('[compartir] clipboard refused', error);
      setCopy('failed');
    }
  };

  return (
    <div id={id} className={styles.menu} role="group" aria-label="Compartir">
      <ul className={styles.options}>
        <li>
          <a
            ref={firstRef}
            href={whatsappShare(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.option}
          >
            WhatsApp
          </a>
        </li>
        <li>
          <button type="button" className={styles.option} onClick={() => void copyLink()}>
            Copiar enlace
          </button>
        </li>
      </ul>
      <p className={styles.copied} role="status">
        {copy === 'copied' ? `✓ ${COPIED_TEXT}` : null}
      </p>
      {copy === 'failed' ? (
        <>
          <div role="alert">
            <label htmlFor={fieldId} className={styles.note}>
              {COPY_FAILED_TEXT}
            </label>
          </div>
          <input id={fieldId} ref={fieldRef} className={styles.field} readOnly value={url} />
        </>
      ) : null}
    </div>
  );
}
