import { useMemo } from 'react';
import { Link } from '@frio/shared/router';
import { searchHref } from '@frio/shared/catalogue/search-path';
import { useSiteSearch } from '../../../lib/data/useSiteSearch.ts';
import styles from './ProductListView.module.css';
import { formatInteger } from '@frio/shared/format';

/**
 * A rubro's own search, answered also by the site search: when other categories have
 * matches, says so and links to /buscar with the same text ("R-22" on cobre finds nothing in cobre,
 * but gas, lata, motocompresores… have it). The index loads only once the visitor searches here.
 * `listed` is the rubro's whole list, as the import made it: a match it does not hold is another category's.
 */
export default function OtherRubrosNote({
  listed,
  search,
  found,
}: {
  listed: readonly { key: string }[];
  search: string;
  found: number;
}) {
  const site = useSiteSearch();
  const keys = useMemo(() => new Set(listed.map(({ key }) => key)), [listed]);
  const others = useMemo(() => {
    if (site.status !== 'ready') return 0;
    return site.search.filter(search).filter((product) => !keys.has(product.id)).length;
  }, [site, search, keys]);
  if (others === 0) return null;
  const href = searchHref(search);
  return (
    <p className={styles.otherRubros}>
      {found === 0 ? 'En esta categoría no hay resultados, pero ' : 'Además, '}
      {others === 1
        ? 'otra categoría tiene 1 resultado'
        : `otras categorías tienen ${formatInteger(others)} resultados`}
      : <Link to={href}>ver en todas las categorías</Link>
    </p>
  );
}
