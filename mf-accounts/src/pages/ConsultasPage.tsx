import { AdminTabs, OwnerGate } from '@frio/shared/admin';
import { Link, useLocation } from '@frio/shared/router';
import { consultasMeta } from '@frio/shared/routes';
import { Page } from '@frio/shared/ui/page';
import { ConsultasPanel } from '../features/admin/consultas/ConsultasPanel.tsx';

/** /admin/consultas — the WhatsApp consultations the site started (owner only, noindex, not in the navbar). */
export default function ConsultasPage() {
  const { pathname } = useLocation();
  return (
    <Page
      {...consultasMeta}
      heading="Administración"
      lead="Consultas por WhatsApp que empezaron en el sitio: por día, por página y por producto."
    >
      <OwnerGate pathname={pathname} Link={Link}>
        <AdminTabs pathname={pathname} Link={Link} />
        <h2>Consultas por WhatsApp</h2>
        <ConsultasPanel />
      </OwnerGate>
    </Page>
  );
}
