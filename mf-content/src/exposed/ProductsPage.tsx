import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function ProductsPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Productos" description="Equipos de frío para transporte, insumos de refrigeración y aires acondicionados." />
      <h1>Productos</h1>
      <p>Equipos de frío para transporte, insumos de refrigeración y aires acondicionados.</p>
    </section>
  );
}
