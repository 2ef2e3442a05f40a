import { AdminTabs, OwnerGate } from '@frio/shared/admin';
import { Link, useLocation } from '@frio/shared/router';
import { priceListMeta } from '@frio/shared/routes';
import { Page } from '@frio/shared/ui/page';
import { PriceListPanel } from '../features/price-list/PriceListPanel.tsx';

/** /admin/precios — the owner's back-office: the price list (noindex, not in the navbar; owner only). */
export default function PriceListAdminPage() {
  const { pathname } = useLocation();
  return (
    <Page
      {...priceListMeta}
      heading="Administración"
      lead="Lista de precios: subí el archivo del sistema de gestión, revisalo y publicalo."
      wide
    >
      <OwnerGate pathname={pathname} Link={Link}>
        <AdminTabs pathname={pathname} Link={Link} />
        <h2>Lista de precios</h2>
        <PriceListPanel />
      </OwnerGate>
    </Page>
  );
}
