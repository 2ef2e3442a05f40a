import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function ContactoPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Contacto" description="Instagram, Facebook, WhatsApp y la dirección de nuestra sucursal." />
      <h1>Contacto</h1>
      <p>Instagram, Facebook, WhatsApp y la dirección de nuestra sucursal.</p>
    </section>
  );
}
