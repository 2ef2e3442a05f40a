import { AdminTabs, OwnerGate } from '@frio/shared/admin';
import { Page } from '@frio/shared/ui/page';
import { Link, useLocation } from '@frio/shared/router';
import { adminMeta } from '@frio/shared/routes';
import { RequestsPanel } from '../features/admin/RequestsPanel.tsx';

/** /admin — the owner's back-office: the technicians' sign-up requests (noindex, not in the navbar). */
export default function AdminPage() {
  const { pathname } = useLocation();
  return (
    <Page
      {...adminMeta}
      heading="Administración"
      lead="Solicitudes de técnicos: aprobá o rechazá a quienes piden sumarse."
    >
      <OwnerGate pathname={pathname} Link={Link}>
        <AdminTabs pathname={pathname} Link={Link} />
        <h2>Solicitudes de técnicos</h2>
        <RequestsPanel />
      </OwnerGate>
    </Page>
  );
}
