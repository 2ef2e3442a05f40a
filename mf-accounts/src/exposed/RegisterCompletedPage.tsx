import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function RegisterCompletedPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Registro enviado" description="Nuestro equipo está verificando tus datos." />
      <h1>Registro enviado</h1>
      <p>Nuestro equipo está verificando tus datos.</p>
    </section>
  );
}
