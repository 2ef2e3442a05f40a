import { AdminFrame } from '@frio/shared/admin';
import { Link, useLocation } from '@frio/shared/router';
import { consultasMeta } from '@frio/shared/routes';
import { ConsultasPanel } from '../features/admin/consultas/ConsultasPanel.tsx';

/** /admin/consultas — the WhatsApp consultations the site started (owner only, noindex, not in the navbar). */
export default function ConsultasPage() {
  const { pathname } = useLocation();
  return (
    <AdminFrame
      meta={consultasMeta}
      part="Consultas por WhatsApp"
      lead="Consultas por WhatsApp que empezaron en el sitio: por día, por página y por producto."
      pathname={pathname}
      Link={Link}
    >
      <ConsultasPanel />
    </AdminFrame>
  );
}
