import type { ComponentType, ReactNode } from 'react';
import { rubros } from '../types.ts';
import { rubroLabels } from '../rubros.ts';
import styles from './NotFoundContent.module.css';

/** SPEC §8: the text of an unknown route (the site's 404 page, an unknown rubro, a missing product). */
export const NOT_FOUND_TEXT = 'Error 404: La pagina a la que esta tratando de acceder no existe';

/** The router's Link, passed in by the unit: the shared router singleton is the unit's to import. */
type LinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode }>;

/**
 * What a 404 offers beside its text: the twelve supply categories, each a link to its listing (where the
 * visitor can search), and the way home. The heading is the caller's (an `<h1>` of NOT_FOUND_TEXT).
 */
export function NotFoundOffers({ Link }: { Link: LinkComponent }) {
  return (
    <nav className={styles.offers} aria-labelledby="not-found-categories">
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
