import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';
import { texts } from '../features/calculator/texts.ts';

export default function CalculatorPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Calculadora de aire acondicionado" description="Calculá la potencia de aire acondicionado que necesita tu ambiente." />
      <h1>{texts.heading}</h1>
      <p>Calculá la potencia de aire acondicionado que necesita tu ambiente.</p>
    </section>
  );
}
