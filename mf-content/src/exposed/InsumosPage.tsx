import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function InsumosPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Insumos de refrigeración" description="Cobre, gas, filtros, válvulas, aceites y más insumos de refrigeración." />
      <h1>Insumos de refrigeración</h1>
      <p>Cobre, gas, filtros, válvulas, aceites y más insumos de refrigeración.</p>
    </section>
  );
}
