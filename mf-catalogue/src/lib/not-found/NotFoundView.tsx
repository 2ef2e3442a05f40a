import { Link, useNavigate } from '@frio/shared/router';
import { PageMeta } from '@frio/shared/ui';
import { NOT_FOUND_TEXT, NotFoundOffers } from '@frio/shared/ui/not-found';
import styles from './NotFoundView.module.css';

/**
 * A catalogue address that names nothing (an unknown rubro, a product that does not exist): the spec's
 * 404 text and the categories, never an empty listing. Hosting answers such an address with HTTP 404
 * (docs/architecture.md); inside the app the page says so and asks not to be indexed.
 */
export function NotFoundView() {
  const navigate = useNavigate();
  return (
    <section className={styles.screen} aria-labelledby="catalogue-not-found">
      <PageMeta title="Página no encontrada" description={NOT_FOUND_TEXT} error />
      <h1 id="catalogue-not-found" className={styles.heading}>
        {NOT_FOUND_TEXT}
      </h1>
      <NotFoundOffers Link={Link} navigate={navigate} />
    </section>
  );
}
