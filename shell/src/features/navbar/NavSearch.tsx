import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { catalogue, exposeId, type SearchFieldProps } from '@frio/shared/contract';
import { a11y } from '@frio/shared/ui';
import { once } from '@frio/shared/once';
import { remotesReady } from '../../lib/remotes/remotes-config.ts';
import field from '@frio/shared/ui/search-field.module.css';
import styles from './NavSearch.module.css';

type FieldModule = { default: ComponentType<SearchFieldProps> };

const loadField = once(() =>
  remotesReady()
    .then(() => loadRemote<FieldModule>(exposeId(catalogue, 'SearchField')))
    .then((mod) => {
      if (!mod?.default) throw new Error('mf_catalogue/SearchField: no component');
      return mod.default;
    }),
);

interface Props {
  /** Phones: the row is shown only when opened by the bar's button. */
  open: boolean;
  onDone: () => void;
}

/**
 * The navbar's search: a real GET form to /buscar, so it works before and without the scripts. Nothing of
 * the search loads until the visitor touches it; then mf-catalogue's SearchField takes its place with what
 * was typed and the focus.
 */
export function NavSearch({ open, onDone }: Props) {
  // `focus`: this field had the focus when the new one loaded, so the new one takes it.
  const [loaded, setLoaded] = useState<{ Field: ComponentType<SearchFieldProps>; focus: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const start = () => {
    if (loaded) return;
    loadField().then(
      (Field) => setLoaded({ Field, focus: document.activeElement === inputRef.current }),
      (error: unknown) => {
        console.error('[buscar] the search field could not load', error);
        setFailed(true);
      },
    );
  };

  // Opened on a phone: the field takes the focus (which loads the search).
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // A prerendered page: the visitor may have focused the field, or typed in it, before the app took
  // over, and React replays neither. Start as the touch would have, with what is in the field.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || (document.activeElement !== input && input.value === '')) return;
    setText(input.value);
    start();
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div id="buscar-navbar-fila" className={styles.slot} data-open={open || undefined} data-nav="buscar">
      {loaded ? (
        <loaded.Field initialQuery={text} takeFocus={loaded.focus || open} onDone={onDone} />
      ) : (
        <form role="search" action="/buscar" method="get" className={styles.form}>
          <label htmlFor="buscar-navbar" className={a11y.visuallyHidden}>
            Buscar en el catálogo
          </label>
          <input
            ref={inputRef}
            id="buscar-navbar"
            name="q"
            type="search"
            className={field.input}
            placeholder="Buscar productos"
            autoComplete="off"
            spellCheck={false}
            // Typing while the search loads: kept, and handed to the field that takes over.
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={start}
            onPointerDown={start}
            aria-describedby={failed ? 'buscar-navbar-error' : undefined}
          />
          {failed ? (
            <span id="buscar-navbar-error" className={a11y.visuallyHidden}>
              Las sugerencias no están disponibles: Enter abre los resultados.
            </span>
          ) : null}
        </form>
      )}
    </div>
  );
}
