import '@frio/shared/tokens.css';
import { TransportePage } from '../features/transporte/TransportePage.tsx';

export default TransportePage;
