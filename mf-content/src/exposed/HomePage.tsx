import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function HomePage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Frío Entre Ríos: refrigeración y aire acondicionado" description="Equipos de frío para transporte, insumos de refrigeración y aires acondicionados en Entre Ríos." />
      <h1>Frío Entre Ríos: refrigeración y aire acondicionado</h1>
      <p>Equipos de frío para transporte, insumos de refrigeración y aires acondicionados en Entre Ríos.</p>
    </section>
  );
}
