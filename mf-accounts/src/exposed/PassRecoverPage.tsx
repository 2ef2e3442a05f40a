import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function PassRecoverPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Recuperar contraseña" description="Recuperá el acceso a tu cuenta." />
      <h1>Recuperar contraseña</h1>
      <p>Recuperá el acceso a tu cuenta.</p>
    </section>
  );
}
