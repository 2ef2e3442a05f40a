import { useParams } from '@frio/shared/router';
import '@frio/shared/tokens.css';
import { ProductPageView } from '../features/listing/view/ProductPageView.tsx';

/** /producto/:segment (loaded by the shell as mf_catalogue/ProductPage). */
export default function ProductPage() {
  const { segment = '' } = useParams();
  // Another product is a new page: fresh state.
  return <ProductPageView key={segment} segment={segment} />;
}
