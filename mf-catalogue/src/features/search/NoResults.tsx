import { Link } from '@frio/shared/router';
import { ExternalLink } from '@frio/shared/ui';
import { productPath } from '@frio/shared/catalogue/product-path';
import type { SearchSuggestion } from '@frio/shared/catalogue/search';
import type { SiteSearch } from '../../lib/data/search-source.ts';
import { askForLink, NOT_FOUND_ASK, searchHref } from './search-text.ts';
import styles from './Search.module.css';

interface Props {
  text: string;
  /** The loaded search, for a suggestion; without it (the server's first results) only the message. */
  search?: SiteSearch;
  /** Called when one of its links is followed (the navbar closes its results). */
  onFollow?: () => void;
}

/** Nothing found: says so, suggests the closest names if any, and offers to ask on WhatsApp. */
export function NoResults({ text, search, onFollow }: Props) {
  const suggestion: SearchSuggestion | null = search?.suggest(text) ?? null;
  const names = (search && suggestion?.hits.slice(0, 3).map(({ index }) => search.docs[index]!)) ?? [];
  return (
    <div className={styles.none}>
      <p className={styles.noneTitle}>No encontramos productos para «{text.trim()}».</p>
      {suggestion ? (
        <>
          <p>
            ¿Quisiste decir{' '}
            <Link to={searchHref(suggestion.text)} onClick={onFollow}>
              {suggestion.text}
            </Link>
            ?
          </p>
          <ul className={styles.suggestions}>
            {names.map((product) => (
              <li key={product.id}>
                <Link to={productPath(product.id, product.nombre)} onClick={onFollow}>
                  {product.nombre}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ExternalLink href={askForLink(text)} className={styles.whatsapp}>
        {NOT_FOUND_ASK}
      </ExternalLink>
    </div>
  );
}
