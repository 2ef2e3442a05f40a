import { Link } from '@frio/shared/router';
import { rubroLabel } from '@frio/shared/rubros';
import { productPath } from '@frio/shared/catalogue/product-path';
import { TECHNICIAN_PRICES } from '../../lib/prices/price.ts';
import { PER_RUBRO, type SearchGroups } from './search-groups.ts';
import { priceText, resultsCount } from './search-text.ts';
import type { useViewerPrices } from './useViewerPrices.ts';
import styles from './Search.module.css';
import { countOf, formatInteger } from '@frio/shared/format';
import { EAGER_PHOTOS, ProductPhoto } from '../../lib/photo/ProductPhoto.tsx';

const listingHref = (rubro: string, text: string) =>
  `/productos/insumos/${rubro}?${new URLSearchParams({ q: text.trim() })}`;

interface Props {
  groups: SearchGroups;
  text: string;
  /** The page's useId, for the groups' headings. */
  id: string;
  prices: ReturnType<typeof useViewerPrices>;
  /** Given the first group shown with fewer rows than it has room for (the server's results stop there). */
  cutShortRef?: (element: HTMLElement | null) => void;
}

/** /buscar's results: the count, then each rubro's first rows and a link to the rest on its listing. */
export function SearchResults({ groups, text, id, prices, cutShortRef }: Props) {
  const cutShort = groups.groups.find(({ total, shown }) => shown.length < Math.min(PER_RUBRO, total));
  return (
    <>
      <p role="status">
        {resultsCount(groups.count)} en {countOf(groups.groups.length, 'rubro', 'rubros')}
      </p>
      {prices.technician ? <p className={styles.rowMeta}>{TECHNICIAN_PRICES}</p> : null}
      {groups.groups.map(({ rubro, total, shown }) => (
        <section
          key={rubro}
          ref={rubro === cutShort?.rubro ? cutShortRef : undefined}
          className={styles.group}
          aria-labelledby={`${id}-${rubro}`}
        >
          <h2 id={`${id}-${rubro}`}>
            {rubroLabel(rubro)} <span className={styles.rowMeta}>({resultsCount(total)})</span>
          </h2>
          <ul className={styles.rows}>
            {shown.map((product, at) => (
              <li key={product.id} className={styles.row}>
                <ProductPhoto
                  product={{ ...product, key: product.id }}
                  size="tarjeta"
                  lazy={rubro !== groups.groups[0]?.rubro || at >= EAGER_PHOTOS}
                />
                <Link to={productPath(product.id, product.nombre)}>{product.nombre}</Link>
                <span className={styles.price} data-precio="">
                  {priceText(prices.priceOf(product))}
                </span>
                <span className={styles.rowMeta}>
                  Art. {product.id}
                  {product.codigo ? ` · Código ${product.codigo}` : ''}
                </span>
              </li>
            ))}
          </ul>
          {total > PER_RUBRO || shown.length < total ? (
            <Link to={listingHref(rubro, text)} className={styles.more}>
              Ver los {formatInteger(total)} en {rubroLabel(rubro)}
            </Link>
          ) : null}
        </section>
      ))}
    </>
  );
}
