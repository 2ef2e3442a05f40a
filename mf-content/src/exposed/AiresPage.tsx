import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function AiresPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Aires acondicionados" description="Aires acondicionados a medida de 3.000 a 18.000 frigorías." />
      <h1>Aires acondicionados</h1>
      <p>Aires acondicionados a medida de 3.000 a 18.000 frigorías.</p>
    </section>
  );
}
