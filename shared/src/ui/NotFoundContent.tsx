import type { ComponentType, FormEvent, ReactNode } from 'react';
import { rubros } from '../business/types.ts';
import { rubroLabels } from '../business/rubros.ts';
import { SEARCH_PATH, searchHref } from '../catalogue/search-path.ts';
import field from './search-field.module.css';
import styles from './NotFoundContent.module.css';

/** docs/contract.md "Messages": the text of an unknown route (the site's 404 page, an unknown rubro, a missing product). */
export const NOT_FOUND_TEXT = 'Error 404: La pagina a la que esta tratando de acceder no existe';

/** The router's Link, passed in by the unit: the shared router singleton is the unit's to import. */
type LinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode }>;

interface Props {
  Link: LinkComponent;
  /** The unit's in-app navigation (its router's): the search opens /buscar without reloading the page. */
  navigate: (to: string) => void;
}

/**
 * What a 404 offers beside its text: a search (a real GET form to /buscar, so it works without scripts),
 * the supply categories and the way home. The heading is the caller's (an `<h1>` of NOT_FOUND_TEXT).
 */
export function NotFoundOffers({ Link, navigate }: Props) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchHref(String(new FormData(event.currentTarget).get('q') ?? '')));
  };
  return (
    <nav className={styles.offers} aria-labelledby="not-found-categories">
      <form role="search" action={SEARCH_PATH} method="get" className={styles.search} onSubmit={search}>
        <label htmlFor="not-found-buscar" className={styles.heading}>
          Buscá el producto por su nombre o código
        </label>
        <div className={styles.searchRow}>
          <input id="not-found-buscar" name="q" type="search" className={field.input} autoComplete="off" />
          <button type="submit" className={styles.primary}>
            Buscar
          </button>
        </div>
      </form>
      <h2 id="not-found-categories" className={styles.heading}>
        Buscá en nuestras categorías de insumos
      </h2>
      <ul className={styles.list}>
        {rubros.map((rubro) => (
          <li key={rubro}>
            <Link to={`/productos/insumos/${rubro}`} className={styles.link}>
              {rubroLabels[rubro]}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.home}>
        <Link to="/" className={styles.primary}>
          Volver al inicio
        </Link>
      </p>
    </nav>
  );
}
