import { useParams } from '@frio/shared/router';
import { rubros } from '@frio/shared/types';
import '@frio/shared/tokens.css';
import { ProductListView } from '../features/listing/view/ProductListView.tsx';
import { NotFoundView } from '../lib/not-found/NotFoundView.tsx';

const known: ReadonlySet<string> = new Set(rubros);

/**
 * /productos/insumos/:rubro (loaded by the shell as mf_catalogue/ProductListPage); any other term is a 404.
 * The one place the rubro is normalised: everything below reads the lower-case term (`/COBRE` is cobre).
 */
export default function ProductListPage() {
  const rubro = (useParams().rubro ?? '').toLowerCase();
  if (!known.has(rubro)) return <NotFoundView />;
  // A new rubro is a new list: fresh state, count and scroll.
  return <ProductListView key={rubro} rubro={rubro} />;
}
