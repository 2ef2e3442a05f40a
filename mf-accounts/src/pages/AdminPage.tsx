import { lazy, Suspense } from 'react';
import { AdminFrame } from '@frio/shared/admin';
import { LoadingStatus } from '@frio/shared/ui';
import { Link, useLocation } from '@frio/shared/router';
import { adminMeta } from '@frio/shared/routes';
import { RequestsPanel } from '../features/admin/RequestsPanel.tsx';

// Apart from the page's first load: only the owner, signed in, ever loads it.
const MissingPhotosPanel = lazy(() => import('../features/admin/missing-photos/MissingPhotosPanel.tsx'));

/**
 * /admin — the owner's back-office: the technicians' sign-up requests and the products still without a
 * photo (noindex, not in the navbar).
 */
export default function AdminPage() {
  const { pathname } = useLocation();
  return (
    <AdminFrame
      meta={adminMeta}
      part="Solicitudes de técnicos"
      lead="Solicitudes de técnicos: aprobá o rechazá a quienes piden sumarse."
      pathname={pathname}
      Link={Link}
    >
      <RequestsPanel />
      <Suspense fallback={<LoadingStatus label="Cargando productos sin foto…" />}>
        <MissingPhotosPanel />
      </Suspense>
    </AdminFrame>
  );
}
