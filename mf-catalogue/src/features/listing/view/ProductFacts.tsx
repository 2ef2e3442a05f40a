import type { ReactNode } from 'react';
import type { Product } from '@frio/shared/types';
import { categoryLabel, codeLabel, subcategoryLabel } from './display.ts';
import styles from './ProductCard.module.css';

/** A product's facts (docs/contract.md "Routes and screens"): code, article number, category, subcategory; `children` adds more (a page's stock). */
export function ProductFacts({
  product,
  className,
  children,
}: {
  product: Pick<Product, 'codigo' | 'id' | 'idRubro' | 'idSubrubro'>;
  className?: string | undefined;
  children?: ReactNode;
}) {
  const category = categoryLabel(product.idRubro);
  const subcategory = subcategoryLabel(product.idSubrubro);
  const facts: Array<[string, ReactNode]> = [['Código', codeLabel(product.codigo)]];
  if (product.id) facts.push(['Artículo', product.id]);
  if (category) facts.push(['Categoría', category]);
  if (subcategory) facts.push(['Subcategoría', subcategory]);
  return (
    <dl className={className ?? styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
