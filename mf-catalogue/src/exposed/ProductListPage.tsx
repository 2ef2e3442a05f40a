import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';

export default function ProductListPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageMeta title="Productos" description="Listado de productos por categoría." />
      <h1>Productos</h1>
      <p>Listado de productos por categoría.</p>
    </section>
  );
}
