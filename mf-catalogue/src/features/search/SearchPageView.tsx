import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from '@frio/shared/router';
import { a11y, LoadingStatus, PageMeta } from '@frio/shared/ui';
import { isSearchActive } from '@frio/shared/catalogue/search';
import {
  orderFromParam,
  orderParam,
  readListingQuery,
  SORT_PARAM,
  writeListingQuery,
} from '../../lib/listing-query/url-query.ts';
import { useOnDevice } from '../../lib/hydration/useOnDevice.ts';
import { useWhenNear } from '../../lib/hydration/useWhenNear.ts';
import { DEFAULT_SORT } from '../../lib/listing-query/sort.ts';
import { sortGroups } from '../../lib/listing-query/sort-labels.ts';
import { NoResults } from './NoResults.tsx';
import { useSiteSearch } from '../../lib/data/useSiteSearch.ts';
import { useViewerPrices, type ViewerProps } from './useViewerPrices.ts';
import { SEARCH_DATA, searchGroups, toSearchGroups } from './search-groups.ts';
import { ServerDataBlock, useServerData } from '@frio/shared/server-data';
import { SearchResults } from './SearchResults.tsx';
import { SEARCH_ERROR, SEARCH_LABEL, SEARCH_LOADING, SEARCH_PLACEHOLDER } from './search-text.ts';
import field from '@frio/shared/ui/search-field.module.css';
import { searchMeta } from '@frio/shared/routes';
import styles from './Search.module.css';

/**
 * /buscar?q=…&orden=…: every result of the site search grouped by rubro, in the listing's orders. The
 * text and the order are in the URL (shareable; a new search is a new history entry, so Back returns to
 * the previous one; the order replaces the entry, as on the listing).
 */
export function SearchPageView({ priceType, source }: ViewerProps) {
  const [params, setParams] = useSearchParams();
  const query = readListingQuery(params);
  // The server's first results for this search and order (its render, then the document's data block).
  const handed = useServerData(SEARCH_DATA, toSearchGroups);
  const initial = handed && handed.text === query.search && handed.order === query.order ? handed : null;
  // A document without them (the bare shell) is the same for every query: the query is read after hydration.
  const hydrated = useOnDevice();
  const text = hydrated || initial ? query.search : '';
  const order = hydrated || initial ? query.order : DEFAULT_SORT;
  const [draft, setDraft] = useState(text);
  const [shownText, setShownText] = useState(text);
  // Back/Forward to another search: the field follows the URL (state adjusted while rendering).
  if (shownText !== text) {
    setShownText(text);
    setDraft(text);
  }
  const searching = isSearchActive(text);
  // The server's results are this search's, in this order: the index (decoding it and searching it is
  // the page's heaviest work on a phone) waits until the visitor nears a group the server cut short,
  // or turns to the form. Another search or order, or none found (its suggestions), needs it at once.
  const [cutShortRef, nearCutShort] = useWhenNear<HTMLElement>();
  const [turnedToForm, setTurnedToForm] = useState(false);
  const needsIndex = searching && (!initial || initial.count === 0 || nearCutShort || turnedToForm);
  const site = useSiteSearch(needsIndex);
  const id = useId();

  const groups = useMemo(() => {
    if (!searching) return null;
    if (site.status === 'ready') return searchGroups(site.search.tiers(text), text, order);
    return initial;
  }, [site, searching, text, order, initial]);

  const prices = useViewerPrices(groups?.groups.map(({ rubro }) => rubro) ?? [], priceType, source);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => writeListingQuery(current, { search: draft.trim() }));
  };

  const title = searching ? `Resultados para «${text.trim()}»` : searchMeta.title;
  return (
    <section
      className={styles.page}
      aria-busy={(needsIndex && site.status === 'loading') || undefined}
      data-documento={!hydrated || undefined}
    >
      <PageMeta
        title={searching ? `Buscar: ${text.trim().slice(0, 60)}` : searchMeta.title}
        description={searchMeta.description}
        path="/buscar"
      />
      <h1>{title}</h1>
      <form
        role="search"
        className={styles.pageForm}
        onSubmit={submit}
        onFocus={() => setTurnedToForm(true)}
        action="/buscar"
        method="get"
      >
        <label htmlFor={`${id}-q`} className={a11y.visuallyHidden}>
          {SEARCH_LABEL}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          className={`${field.input} ${styles.pageInput}`}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.button}>
          Buscar
        </button>
        <label>
          Ordenar por
          <select
            name={SORT_PARAM}
            className={styles.select}
            value={orderParam(order)}
            onChange={(event) => {
              const next = orderFromParam(event.target.value);
              if (next) setParams((current) => writeListingQuery(current, { order: next }), { replace: true });
            }}
          >
            {sortGroups.flatMap((group) =>
              group.options.map((option) => (
                <option key={option.order} value={orderParam(option.order)}>
                  {option.label}
                </option>
              )),
            )}
          </select>
        </label>
      </form>

      {initial ? <ServerDataBlock name={SEARCH_DATA} value={initial} /> : null}
      {!searching ? (
        <p>Escribí el nombre, el código o el número de artículo de lo que buscás.</p>
      ) : groups && groups.count > 0 ? (
        <SearchResults groups={groups} text={text} id={id} prices={prices} cutShortRef={cutShortRef} />
      ) : groups && site.status !== 'ready' ? (
        <div role="status">
          <NoResults text={text} />
        </div>
      ) : site.status === 'loading' ? (
        <LoadingStatus label={SEARCH_LOADING} />
      ) : site.status === 'error' ? (
        <div role="alert">
          <p>{SEARCH_ERROR}</p>
          <button type="button" className={styles.button} onClick={site.retry}>
            Reintentar
          </button>
        </div>
      ) : (
        <div role="status">
          <NoResults text={text} search={site.search} />
        </div>
      )}
    </section>
  );
}
