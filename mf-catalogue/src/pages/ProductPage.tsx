import { PRODUCT_DATA } from '@frio/shared/catalogue/product-page';
import { productPath } from '@frio/shared/catalogue/product-path';
import { publicProductReader, readProductPage } from '@frio/shared/catalogue/product-read';
import { useParams } from '@frio/shared/router';
import type { ServerLoader } from '@frio/shared/server-data';
import '@frio/shared/tokens.css';
import { ProductPageView } from '../features/listing/view/ProductPageView.tsx';

/** On the server: the product with its related products; null (its 404 view) for no such listed product. */
export const serverData: ServerLoader = async (pathname, read) => {
  const segment = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  const product = await readProductPage(segment, publicProductReader(read));
  if (!product) return { data: [[PRODUCT_DATA, null]], status: 404 };
  return {
    data: [[PRODUCT_DATA, product]],
    status: 200,
    canonical: productPath(product.product.key, product.product.nombre),
  };
};

/** /producto/:segment (loaded by the shell as mf_catalogue/ProductPage). */
export default function ProductPage() {
  const { segment = '' } = useParams();
  // Another product is a new page: fresh state.
  return <ProductPageView key={segment} segment={segment} />;
}
