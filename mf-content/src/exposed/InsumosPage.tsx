import '@frio/shared/tokens.css';
import { InsumosPage } from '../features/insumos/InsumosPage.tsx';

export default InsumosPage;
