import { AdminTabs, OwnerGate } from '@frio/shared/admin';
import { PageMeta } from '@frio/shared/ui';
import { Link, useLocation } from '@frio/shared/router';
import { priceListMeta } from '@frio/shared/routes';
import '@frio/shared/tokens.css';
import styles from '../features/price-list/AdminPricesPage.module.css';
import { PriceListPanel } from '../features/price-list/PriceListPanel.tsx';

/** /admin/precios — the owner's back-office: the price list (noindex, not in the navbar; owner only). */
export default function PriceListAdminPage() {
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby="admin-precios-titulo">
      <PageMeta {...priceListMeta} />
      <h1 id="admin-precios-titulo" className={styles.heading}>
        Administración
      </h1>
      <p className={styles.lead}>Lista de precios: subí el archivo del sistema de gestión, revisalo y publicalo.</p>
      <div className={styles.card}>
        <OwnerGate pathname={pathname} Link={Link}>
          <AdminTabs pathname={pathname} Link={Link} />
          <h2>Lista de precios</h2>
          <PriceListPanel />
        </OwnerGate>
      </div>
    </section>
  );
}
