import '@frio/shared/tokens.css';
import { NosotrosPage } from '../features/nosotros/NosotrosPage.tsx';

export default NosotrosPage;
