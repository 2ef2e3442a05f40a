import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function RegisterPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Registro de técnicos" description="Sumate a la comunidad de técnicos de refrigeración." />
      <h1>Registro de técnicos</h1>
      <p>Sumate a la comunidad de técnicos de refrigeración.</p>
    </section>
  );
}
