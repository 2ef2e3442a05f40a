import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@frio/shared/router';
import { a11y, LoadingStatus, PageMeta } from '@frio/shared/ui';
import { rubroLabel } from '@frio/shared/rubros';
import { rubros } from '@frio/shared/types';
import { isSearchActive } from '@frio/shared/catalogue/search';
import { productPath } from '@frio/shared/catalogue/product-path';
import type { IndexedProduct } from '@frio/shared/catalogue/search-index';
import { readListingQuery, writeListingQuery } from '../../lib/url-query.ts';
import { useOnDevice } from '../../lib/useOnDevice.ts';
import { DEFAULT_SORT, isSortOrder, sortProducts } from '../../lib/sort.ts';
import { sortGroups } from '../../lib/sort-labels.ts';
import { NoResults } from './NoResults.tsx';
import { useSiteSearch } from '../../lib/useSiteSearch.ts';
import { TECHNICIAN_PRICES } from '../../lib/price.ts';
import { useViewerPrices, type ViewerProps } from './useViewerPrices.ts';
import {
  priceText,
  resultsCount,
  SEARCH_ERROR,
  SEARCH_LABEL,
  SEARCH_LOADING,
  SEARCH_PLACEHOLDER,
} from './search-text.ts';
import field from '@frio/shared/ui/search-field.module.css';
import { searchMeta } from '@frio/shared/routes';
import styles from './Search.module.css';

/** Rows shown per rubro; the rest are one link away, on the rubro's own listing with the same search. */
const PER_RUBRO = 20;

const listingHref = (rubro: string, text: string) =>
  `/productos/insumos/${rubro}?${new URLSearchParams({ q: text.trim() })}`;

/**
 * /buscar?q=…&orden=…: every result of the site search grouped by rubro, in the listing's orders. The
 * text and the order are in the URL (shareable; a new search is a new history entry, so Back returns to
 * the previous one; the order replaces the entry, as on the listing).
 */
export function SearchPageView({ priceType, source }: ViewerProps) {
  const [params, setParams] = useSearchParams();
  const query = readListingQuery(params);
  // The prerendered document has no query (it is the visitor's): read after hydration.
  const hydrated = useOnDevice();
  const text = hydrated ? query.search : '';
  const order = hydrated ? query.order : DEFAULT_SORT;
  const [draft, setDraft] = useState(text);
  const [shownText, setShownText] = useState(text);
  // Back/Forward to another search: the field follows the URL (state adjusted while rendering).
  if (shownText !== text) {
    setShownText(text);
    setDraft(text);
  }
  const searching = isSearchActive(text);
  const site = useSiteSearch(searching);
  const id = useId();

  const groups = useMemo(() => {
    if (site.status !== 'ready' || !searching) return null;
    const found = sortProducts(site.search.filter(text), order);
    const byRubro = new Map<string, IndexedProduct[]>();
    for (const product of found) {
      const group = byRubro.get(product.rubro);
      if (group) group.push(product);
      else byRubro.set(product.rubro, [product]);
    }
    return {
      count: found.length,
      list: rubros.flatMap((rubro) => (byRubro.has(rubro) ? [[rubro, byRubro.get(rubro)!] as const] : [])),
    };
  }, [site, searching, text, order]);

  const prices = useViewerPrices(groups?.list.map(([rubro]) => rubro) ?? [], priceType, source);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => writeListingQuery(current, { search: draft.trim() }));
  };

  const title = searching ? `Resultados para «${text.trim()}»` : searchMeta.title;
  return (
    <section className={styles.page} aria-busy={(searching && site.status === 'loading') || undefined}>
      <PageMeta
        title={searching ? `Buscar: ${text.trim().slice(0, 60)}` : searchMeta.title}
        description={searchMeta.description}
      />
      <h1>{title}</h1>
      <form role="search" className={styles.pageForm} onSubmit={submit} action="/buscar" method="get">
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
            className={styles.select}
            value={order}
            onChange={(event) => {
              const next = event.target.value;
              if (isSortOrder(next))
                setParams((current) => writeListingQuery(current, { order: next }), { replace: true });
            }}
          >
            {sortGroups.flatMap((group) =>
              group.options.map((option) => (
                <option key={option.order} value={option.order}>
                  {option.label}
                </option>
              )),
            )}
          </select>
        </label>
      </form>

      {!searching ? (
        <p>Escribí el nombre, el código o el número de artículo de lo que buscás.</p>
      ) : site.status === 'loading' ? (
        <LoadingStatus label={SEARCH_LOADING} />
      ) : site.status === 'error' ? (
        <div role="alert">
          <p>{SEARCH_ERROR}</p>
          <button type="button" className={styles.button} onClick={site.retry}>
            Reintentar
          </button>
        </div>
      ) : groups && groups.count > 0 ? (
        <>
          <p role="status">
            {resultsCount(groups.count)} en {groups.list.length === 1 ? '1 rubro' : `${groups.list.length} rubros`}
          </p>
          {prices.technician ? <p className={styles.rowMeta}>{TECHNICIAN_PRICES}</p> : null}
          {groups.list.map(([rubro, products]) => (
            <section key={rubro} className={styles.group} aria-labelledby={`${id}-${rubro}`}>
              <h2 id={`${id}-${rubro}`}>
                {rubroLabel(rubro)} <span className={styles.rowMeta}>({resultsCount(products.length)})</span>
              </h2>
              <ul className={styles.rows}>
                {products.slice(0, PER_RUBRO).map((product) => (
                  <li key={product.id} className={styles.row}>
                    <Link to={productPath(product.id, product.nombre)}>{product.nombre}</Link>
                    <span className={styles.price}>{priceText(prices.priceOf(product))}</span>
                    <span className={styles.rowMeta}>
                      Art. {product.id}
                      {product.codigo ? ` · Código ${product.codigo}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              {products.length > PER_RUBRO ? (
                <Link to={listingHref(rubro, text)} className={styles.more}>
                  Ver los {products.length.toLocaleString('es-AR')} en {rubroLabel(rubro)}
                </Link>
              ) : null}
            </section>
          ))}
        </>
      ) : (
        <div role="status">
          <NoResults text={text} search={site.search} />
        </div>
      )}
    </section>
  );
}
