import { AdminFrame } from '@frio/shared/admin';
import { Link, useLocation } from '@frio/shared/router';
import { priceListMeta } from '@frio/shared/routes';
import { PriceListPanel } from '../features/price-list/PriceListPanel.tsx';

/** /admin/precios — the owner's back-office: the price list (noindex, not in the navbar; owner only). */
export default function PriceListAdminPage() {
  const { pathname } = useLocation();
  return (
    <AdminFrame
      meta={priceListMeta}
      part="Lista de precios"
      lead="Lista de precios: subí el archivo del sistema de gestión, revisalo y publicalo."
      pathname={pathname}
      Link={Link}
    >
      <PriceListPanel />
    </AdminFrame>
  );
}
