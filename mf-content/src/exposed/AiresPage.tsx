import '@frio/shared/tokens.css';
import { AiresPage } from '../features/aires/AiresPage.tsx';

export default AiresPage;
