import { Suspense, lazy, useCallback, useId, useMemo, useRef, useState } from 'react';
import { LoadingStatus, PageMeta, a11y, useHydrated, useStoredSession } from '@frio/shared/ui';
import { Link } from '@frio/shared/router';
import { useTypedBeforeScripts } from '@frio/shared/ui/early-input';
import { rubroLabel } from '@frio/shared/rubros';
import { countOf } from '@frio/shared/format';
import { pageTitle } from './display.ts';
import { TECHNICIAN_PRICES, withTechnicianPrices } from '../../../lib/prices/price.ts';
import { PAGE_SIZE, canLoadMore } from '../query/paging.ts';
import { isSearchActive, useListSearch } from '../query/search.ts';

// The note about other categories brings the site's search index: loaded only once a search shows it.
const OtherRubrosNote = lazy(() => import('./OtherRubrosNote.tsx'));
import { DEFAULT_SORT, sortProducts, type SortOrder } from '../../../lib/listing-query/sort.ts';
import { productSource, type ProductSource } from '../data/product-source.ts';
import { readPriceType } from '../price/price-type.ts';
import { useProducts } from '../data/useProducts.ts';
import { ServerDataBlock, useServerData } from '@frio/shared/server-data';
import { LISTING_DATA, snapshotBlock, toSnapshot } from '../data/listing-snapshot.ts';
import { usePriceType, type PriceTypeReader } from '../price/usePriceType.ts';
import { useTechnicianPrices } from '../price/useTechnicianPrices.ts';
import { useListingQuery } from '../query/useListingQuery.ts';
import { useVisibleCount } from '../query/useVisibleCount.ts';
import { pricesUpdatedText } from '../../../lib/prices/updated-date.ts';
import { FilterPanel } from './FilterPanel.tsx';
import SaveOffline from '@frio/shared/offline/save-button';
import { sortLabel } from '../../../lib/listing-query/sort-labels.ts';
import { ProductRows } from './ProductRows.tsx';
import styles from './ProductListView.module.css';

export const EMPTY_TEXT = 'No se han encontrado resultados';
export const LOAD_ERROR_TEXT = 'No pudimos cargar los productos. Revisá tu conexión e intentá de nuevo.';
export const SEARCH_HINT = 'Buscá por nombre, código o artículo';

interface Props {
  rubro: string;
  /** IO, replaceable in tests. */
  source?: ProductSource;
  priceTypeReader?: PriceTypeReader;
}

/** /productos/insumos/:rubro — search, order, items and 'load more' for one category. */
export function ProductListView({ rubro, source = productSource, priceTypeReader = readPriceType }: Props) {
  // The rubro's first rows as its server-made document holds them, if it does.
  const handed = useServerData(LISTING_DATA, toSnapshot);
  const snapshot = handed?.rubro === rubro ? handed : null;
  const products = useProducts(rubro, source, snapshot);
  const viewerType = usePriceType(priceTypeReader);
  const technicianPrices = useTechnicianPrices(rubro, viewerType, source);
  // A technician whose prices cannot be read (revoked meanwhile, or no answer) sees list 1.
  const priceType = technicianPrices === undefined ? undefined : technicianPrices ? 2 : 1;
  const { search, setSearch, order, setOrder } = useListingQuery();
  const { limit, loadMore } = useVisibleCount(snapshot !== null);
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useTypedBeforeScripts(searchRef, search, setSearch);
  const panelId = useId();
  const searchId = useId();
  const hintId = useId();

  // A keystroke re-renders the list in the same pass as the box: the list renders at most a window
  // of rows (ProductRows), so deferring it would only add a frame.
  // The prerendered document's rows are rendered as the document holds them (unsearched, default order,
  // first page, list 1) until the listing has compared their stamp with the live one: taking the document
  // over changes nothing. A signed-in visitor (a technician sees list 2) gets the spinner instead, from
  // hydration on (the stored session is read after it).
  const asDocument = products.status === 'snapshot';
  const account = useStoredSession();
  // Its buttons are disabled until the page has hydrated: a tap before that would be dropped.
  const hydrated = useHydrated();
  const shownSearch = asDocument ? '' : search;
  const shownOrder = asDocument ? DEFAULT_SORT : order;
  const shownLimit = asDocument ? PAGE_SIZE : limit;
  const shownPriceType = asDocument ? 1 : priceType;
  const partial = products.status === 'partial' || asDocument;
  const listed = products.status === 'ready' || partial ? products.items : undefined;
  const items = useMemo(
    () => (listed && technicianPrices && !asDocument ? withTechnicianPrices(listed, technicianPrices) : listed),
    [listed, technicianPrices, asDocument],
  );
  const sorted = useMemo(() => (items ? sortProducts(items, shownOrder) : []), [items, shownOrder]);
  const searching = isSearchActive(shownSearch);
  // The search runs over the list in its stored order (its engine is built once per list, not per order).
  const listSearch = useListSearch(items, shownSearch);
  const { found } = listSearch;
  const matches = useMemo(() => (found ? sorted.filter((item) => found.has(item)) : sorted), [sorted, found]);
  const visible = useMemo(() => (searching ? matches : matches.slice(0, shownLimit)), [matches, searching, shownLimit]);
  // The first page alone answers only the default order, unsearched: anything else waits for the whole list.
  const answerable = (!partial || (!searching && shownOrder === DEFAULT_SORT)) && listSearch.ready;
  const total = partial ? products.total : matches.length;
  // 'Cargar más' pressed before the whole list is here: its rows follow the spinner.
  const morePending = partial && shownLimit > visible.length && total > visible.length;

  const closePanel = useCallback(() => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  }, []);
  const applyOrder = useCallback(
    (next: SortOrder) => {
      setOrder(next);
      closePanel();
    },
    [setOrder, closePanel],
  );
  const resetOrder = useCallback(() => {
    setOrder(DEFAULT_SORT);
    closePanel();
  }, [setOrder, closePanel]);

  const title = pageTitle(rubro);
  const updatedAt = products.status === 'ready' || partial ? products.updatedAt : null;
  const updatedText = pricesUpdatedText(updatedAt);
  // A search or an order the document's rows do not answer (typed before the scripts, or in the URL) gets
  // the spinner from the render after hydration until the whole list is here.
  const unanswered = asDocument && hydrated && (isSearchActive(search) || order !== DEFAULT_SORT);
  const ready =
    items !== undefined && shownPriceType !== undefined && answerable && !(asDocument && (account || unanswered));
  // Busy while rows are on their way (the whole list after its first page too): assistive technology waits,
  // and so does the shell's idle prefetch of other pages (shell/src/lib/remotes/prefetch-intent.ts).
  const busy = products.status !== 'error' && (!ready || partial);

  return (
    <section className={styles.page} aria-busy={busy || undefined} data-documento={!hydrated || undefined}>
      <PageMeta
        title={title}
        description={`Catálogo de insumos y repuestos de refrigeración: ${rubro.slice(0, 60)}. Precios en pesos y disponibilidad de stock.`}
        path={`/productos/insumos/${rubro}`}
      />
      <nav aria-label="Ruta de navegación" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/productos">Productos</Link>
          </li>
          <li>
            <Link to="/productos/insumos">Insumos</Link>
          </li>
          <li>
            <span aria-current="page">{rubroLabel(rubro)}</span>
          </li>
        </ol>
      </nav>
      <header className={styles.header}>
        <h1 className={styles.heading}>{rubroLabel(rubro)}</h1>
        <div className={styles.searchArea}>
          <div className={styles.toolbar}>
            <label htmlFor={searchId} className={a11y.visuallyHidden}>
              Buscar productos
            </label>
            <input
              ref={searchRef}
              id={searchId}
              className={styles.search}
              type="search"
              placeholder="Búsqueda"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button
              ref={toggleRef}
              type="button"
              className={styles.filterToggle}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              disabled={!hydrated}
              onClick={() => setPanelOpen((open) => !open)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M3 5h18l-7 8v5l-4 2v-7z" fill="currentColor" />
              </svg>
              Filtrar
            </button>
          </div>
          <p id={hintId} className={styles.hint}>
            {SEARCH_HINT}
          </p>
          {order !== DEFAULT_SORT ? (
            <p className={styles.activeOrder}>
              <span className={a11y.visuallyHidden}>Orden: </span>
              <button
                type="button"
                className={styles.orderChip}
                aria-label={`Quitar el orden ${sortLabel(order)}`}
                onClick={() => {
                  // The chip goes away: focus goes to Filtrar, not to the top of the page.
                  setOrder(DEFAULT_SORT);
                  toggleRef.current?.focus();
                }}
              >
                {sortLabel(order)}
                <span aria-hidden="true">✕</span>
              </button>
            </p>
          ) : null}
        </div>
      </header>
      <FilterPanel
        id={panelId}
        open={panelOpen}
        order={order}
        onApply={applyOrder}
        onReset={resetOrder}
        onClose={closePanel}
        toggleRef={toggleRef}
      />

      <div className={styles.results}>
        {products.status === 'error' ? (
          <div className={styles.message} role="alert">
            <p>{LOAD_ERROR_TEXT}</p>
            <button type="button" className={styles.button} onClick={products.retry}>
              Reintentar
            </button>
          </div>
        ) : !ready ? (
          <LoadingStatus label="Cargando productos…" className={styles.loading} />
        ) : visible.length === 0 ? (
          <>
            {updatedText ? <p className={styles.updated}>{updatedText}</p> : null}
            <p className={styles.message} role="status">
              {EMPTY_TEXT}
            </p>
            {searching ? (
              <Suspense fallback={null}>
                <OtherRubrosNote listed={items ?? []} search={shownSearch} found={0} />
              </Suspense>
            ) : null}
          </>
        ) : (
          <>
            {updatedText ? <p className={styles.updated}>{updatedText}</p> : null}
            <div className={styles.summaryRow}>
              <p className={styles.summary} role="status">
                {searching
                  ? countOf(matches.length, 'resultado', 'resultados')
                  : `Mostrando ${visible.length} de ${total} productos`}
              </p>
              {shownPriceType === 2 ? <p className={styles.priceNote}>{TECHNICIAN_PRICES}</p> : null}
            </div>
            {searching ? (
              <Suspense fallback={null}>
                <OtherRubrosNote listed={items ?? []} search={shownSearch} found={matches.length} />
              </Suspense>
            ) : null}
            <ProductRows items={visible} priceType={shownPriceType} rubro={rubro} updatedAt={updatedAt} />
            {morePending ? (
              <LoadingStatus label="Cargando productos…" className={styles.loading} />
            ) : canLoadMore(total, shownLimit, searching) ? (
              <div className={styles.more}>
                <button type="button" className={styles.button} onClick={loadMore} disabled={!hydrated}>
                  Cargar más productos
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <SaveOffline />
      {asDocument && snapshot ? <ServerDataBlock name={LISTING_DATA} value={snapshotBlock(snapshot)} /> : null}
    </section>
  );
}
