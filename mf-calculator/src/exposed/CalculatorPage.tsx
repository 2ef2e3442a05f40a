import '@frio/shared/tokens.css';
import { CalculatorPage } from '../features/calculator/CalculatorPage.tsx';

export default CalculatorPage;
