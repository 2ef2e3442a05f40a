import { memo } from 'react';
import { Link } from '@frio/shared/router';
import { productPath } from '@frio/shared/catalogue/product-path';
import { descriptionAdds } from '@frio/shared/catalogue/product-page';
import type { PriceType, Product } from '@frio/shared/types';
import { priceLabel, stockLabel, IN_STOCK } from './display.ts';
import { ProductFacts } from './ProductFacts.tsx';
import { ProductActions } from './ProductActions.tsx';
import { EAGER_PHOTOS, ProductPhoto } from '../../../lib/photo/ProductPhoto.tsx';
import styles from './ProductCard.module.css';

interface Props {
  product: Product;
  priceType: PriceType;
  /** The listing's rubro (the quote list re-reads it for current prices). */
  rubro: string;
  /** The date of the prices shown (the catalogue's stamp), null when unknown. */
  updatedAt: number | null;
  /** Grid row of the card (read back by the list's virtualizer). */
  row: number;
  /** 1-based place in the whole list and the list's length, announced even when the list is windowed. */
  position: number;
  setSize: number;
  /** Set on the card the list measures its row by. */
  measureRef?: ((node: HTMLLIElement | null) => void) | undefined;
}

/**
 * One item: its photo when it has one, its name (a link to its own page), its description when it says more than the name, code,
 * stock, price, category and subcategory (docs/contract.md "Routes and screens").
 */
export const ProductCard = memo(function ProductCard({
  product,
  priceType,
  rubro,
  updatedAt,
  row,
  position,
  setSize,
  measureRef,
}: Props) {
  const stock = stockLabel(product.stock);
  const titleId = `producto-${product.key}`;
  return (
    <li ref={measureRef} className={styles.item} data-index={row} aria-posinset={position} aria-setsize={setSize}>
      <article className={styles.card} aria-labelledby={titleId}>
        <ProductPhoto product={product} size="tarjeta" lazy={position > EAGER_PHOTOS} />
        <h2 id={titleId} className={styles.name}>
          <Link to={productPath(product.key, product.nombre)} className={styles.nameLink}>
            {product.nombre}
          </Link>
        </h2>
        {descriptionAdds(product) ? <p className={styles.description}>{product.descripcion?.trim()}</p> : null}
        <ProductFacts product={product} />
        {/* Last, at the foot of the card: cards of one grid row have one height, so their prices line up. */}
        <div className={styles.row}>
          <p className={styles.price} data-precio="">
            {priceLabel(product, priceType)}
          </p>
          <p className={styles.stock} data-in-stock={stock === IN_STOCK || undefined}>
            {stock}
          </p>
        </div>
        <ProductActions product={product} priceType={priceType} rubro={rubro} updatedAt={updatedAt} titleId={titleId} />
      </article>
    </li>
  );
});
