import { useParams } from '@frio/shared/router';
import '@frio/shared/tokens.css';
import { ProductListView } from '../features/listing/ProductListView.tsx';

/** /productos/insumos/:rubro (loaded by the shell as mf_catalogue/ProductListPage). */
export default function ProductListPage() {
  const { rubro = '' } = useParams();
  // A new rubro is a new list: fresh state, count and scroll.
  return <ProductListView key={rubro} rubro={rubro} />;
}
