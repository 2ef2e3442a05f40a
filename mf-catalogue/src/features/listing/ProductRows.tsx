import { startTransition, useEffect, useState } from 'react';
import type { PriceType } from '@frio/shared/types';
import type { ListedProduct } from './inclusion.ts';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductListView.module.css';

/** Rows rendered at once for a new search result; the rest follow in small, interruptible steps. */
export const FIRST_ROWS = 60;
const STEP_ROWS = 240;

interface Props {
  items: readonly ListedProduct[];
  priceType: PriceType;
  /** Render a long list in steps (search results can be thousands of rows). */
  progressive: boolean;
}

/**
 * The item list. A search on a large rubro can match thousands of items: the first rows commit at
 * once, so each keystroke stays cheap, and the rest are added in transitions a new keystroke interrupts.
 */
export function ProductRows({ items, priceType, progressive }: Props) {
  const [rendered, setRendered] = useState({ items, count: FIRST_ROWS });
  if (rendered.items !== items) setRendered({ items, count: FIRST_ROWS });
  const count = progressive ? rendered.count : items.length;

  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => {
      startTransition(() => setRendered((current) => (current.items === items ? { items, count: current.count + STEP_ROWS } : current)));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, items]);

  const shown = count >= items.length ? items : items.slice(0, count);
  return (
    <ul className={styles.list}>
      {shown.map((product) => (
        <ProductCard key={product.key} product={product} priceType={priceType} />
      ))}
    </ul>
  );
}
