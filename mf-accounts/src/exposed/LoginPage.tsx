import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function LoginPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Ingresar" description="Ingresá a tu cuenta." />
      <h1>Ingresar</h1>
      <p>Ingresá a tu cuenta.</p>
    </section>
  );
}
