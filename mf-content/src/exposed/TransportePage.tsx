import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function TransportePage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Equipos de frío para transporte" description="Venta, instalación, mantenimiento y servicio técnico de equipos de frío para transporte." />
      <h1>Equipos de frío para transporte</h1>
      <p>Venta, instalación, mantenimiento y servicio técnico de equipos de frío para transporte.</p>
    </section>
  );
}
