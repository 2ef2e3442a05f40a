import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@frio/shared/router';
import { a11y } from '@frio/shared/ui';
import { rubroLabel } from '@frio/shared/rubros';
import { isSearchActive } from '@frio/shared/catalogue/search';
import { productPath } from '@frio/shared/catalogue/product-path';
import type { SearchFieldProps } from '@frio/shared/contract';
import { NoResults } from './NoResults.tsx';
import { useSiteSearch } from '../../lib/data/useSiteSearch.ts';
import {
  resultsCount,
  SEARCH_ERROR,
  SEARCH_LABEL,
  SEARCH_LOADING,
  SEARCH_PLACEHOLDER,
  priceText,
  searchHref,
} from './search-text.ts';
import { TECHNICIAN_PRICES } from '../../lib/prices/price.ts';
import { useViewerPrices, type ViewerProps } from './useViewerPrices.ts';
import field from '@frio/shared/ui/search-field.module.css';
import styles from './Search.module.css';

/** Results shown under the field; Enter opens all of them on /buscar. */
const SHOWN = 8;

/**
 * The navbar's search: an ARIA 1.2 combobox (a text field with a listbox popup). Up to 8
 * results under the field, each with name, rubro and price, leading to the product's page; arrows move
 * through them, Enter opens the active one or, with none active, every result on /buscar; Escape closes
 * the list, a second Escape clears the text.
 */
export function SearchField({
  initialQuery = '',
  takeFocus = false,
  onDone,
  priceType,
  source,
}: SearchFieldProps & ViewerProps) {
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(initialQuery.trim() !== '');
  const [active, setActive] = useState(-1);
  const site = useSiteSearch();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-lista`;
  const optionId = (index: number) => `${id}-opcion-${index}`;

  // The shell's field had the focus: this one takes it over, the caret after what was typed. In the
  // commit that replaces the shell's field (a layout effect), so no key typed meanwhile lands nowhere.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus]);

  const searching = isSearchActive(text);
  // Only the shown results are ranked; the rest are counted (for "Ver los N resultados").
  const hits = useMemo(
    () => (site.status === 'ready' && searching ? site.search.rank(text, SHOWN) : Object.assign([], { total: 0 })),
    [site, searching, text],
  );
  const shown = hits;
  const expanded = open && searching;
  const prices = useViewerPrices(
    site.status === 'ready' ? shown.map(({ index }) => site.search.docs[index]!.rubro) : [],
    priceType,
    source,
  );

  const finish = (to: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(to);
    onDone?.();
  };
  const close = () => {
    setOpen(false);
    onDone?.();
  };
  const openResult = (index: number) => {
    if (site.status !== 'ready') return;
    const product = site.search.docs[shown[index]!.index]!;
    finish(productPath(product.id, product.nombre));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (shown.length === 0) return;
        const last = shown.length - 1;
        if (event.key === 'ArrowDown') setActive((now) => (now >= last ? 0 : now + 1));
        else setActive((now) => (now <= 0 ? last : now - 1));
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0 && active < shown.length) openResult(active);
        else if (searching) finish(searchHref(text));
        return;
      case 'Escape':
        // A search box's own Escape clears it: here the first one only closes the list.
        event.preventDefault();
        if (expanded) setOpen(false);
        else setText('');
        setActive(-1);
        return;
    }
  };

  return (
    <form
      role="search"
      action="/buscar"
      method="get"
      className={styles.field}
      onSubmit={(event) => event.preventDefault()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-q`} className={a11y.visuallyHidden}>
        {SEARCH_LABEL}
      </label>
      <input
        ref={inputRef}
        id={`${id}-q`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < shown.length ? optionId(active) : undefined}
        className={field.input}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="Resultados" className={styles.list}>
          {site.status === 'ready'
            ? shown.map(({ index }, position) => {
                const product = site.search.docs[index]!;
                return (
                  // The input keeps focus (aria-activedescendant); a click opens the product.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={product.id}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    className={styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openResult(position)}
                  >
                    <span className={styles.name}>{product.nombre}</span>
                    <span className={styles.meta}>
                      <span>{rubroLabel(product.rubro)}</span>
                      <span className={styles.price}>{priceText(prices.priceOf(product))}</span>
                    </span>
                  </li>
                );
              })
            : null}
        </ul>
        {site.status === 'loading' ? (
          <p className={styles.state}>{SEARCH_LOADING}</p>
        ) : site.status === 'error' ? (
          <p className={styles.state}>
            {SEARCH_ERROR}{' '}
            <button type="button" className={styles.retry} onClick={site.retry}>
              Reintentar
            </button>
          </p>
        ) : hits.total === 0 ? (
          <NoResults text={text} search={site.search} onFollow={close} />
        ) : (
          <>
            {prices.technician ? <p className={styles.state}>{TECHNICIAN_PRICES}</p> : null}
            <Link to={searchHref(text)} className={styles.all} onClick={close}>
              {hits.total === 1
                ? 'Ver el resultado agrupado por rubro'
                : `Ver los ${resultsCount(hits.total)} agrupados por rubro`}
            </Link>
          </>
        )}
      </div>
      <p className={a11y.visuallyHidden} role="status">
        {!expanded
          ? ''
          : site.status === 'loading'
            ? SEARCH_LOADING
            : site.status === 'ready'
              ? hits.total === 0
                ? `Sin resultados para ${text.trim()}`
                : `${resultsCount(hits.total)}, ${shown.length} en la lista`
              : SEARCH_ERROR}
      </p>
    </form>
  );
}
