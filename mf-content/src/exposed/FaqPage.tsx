import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function FaqPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Preguntas frecuentes" description="Entregas, garantía y equipos de frío para transporte: respuestas a las consultas más comunes." />
      <h1>Preguntas frecuentes</h1>
      <p>Entregas, garantía y equipos de frío para transporte: respuestas a las consultas más comunes.</p>
    </section>
  );
}
