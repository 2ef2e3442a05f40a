import { AdminNav } from '@frio/shared/ui/admin-nav';
import { NavLink } from '@frio/shared/router';
import { Page } from '../components/Page.tsx';
import { OwnerGate } from '../features/admin/OwnerGate.tsx';
import { RequestsPanel } from '../features/admin/RequestsPanel.tsx';

/** /admin — the owner's back-office: the technicians' sign-up requests (noindex, not in the navbar). */
export default function AdminPage() {
  return (
    <Page
      title="Administración"
      description="Administración del sitio: solicitudes de técnicos."
      heading="Administración"
      lead="Solicitudes de técnicos: aprobá o rechazá a quienes piden sumarse."
    >
      <OwnerGate>
        <AdminNav NavLink={NavLink} />
        <h2>Solicitudes de técnicos</h2>
        <RequestsPanel />
      </OwnerGate>
    </Page>
  );
}
