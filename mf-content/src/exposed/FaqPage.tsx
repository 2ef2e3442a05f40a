import '@frio/shared/tokens.css';
import { FaqPage } from '../features/faq/FaqPage.tsx';

export default FaqPage;
