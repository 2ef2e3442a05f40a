import '@frio/shared/tokens.css';
import { ProductsPage } from '../features/products/ProductsPage.tsx';

export default ProductsPage;
