import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function NosotrosPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Nosotros" description="Más de 50 años de experiencia en refrigeración en Entre Ríos." />
      <h1>Nosotros</h1>
      <p>Más de 50 años de experiencia en refrigeración en Entre Ríos.</p>
    </section>
  );
}
