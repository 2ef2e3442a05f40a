import '@frio/shared/tokens.css';
import { Calculator } from '../features/calculator/Calculator.tsx';

/** For federation hosts that want the calculator inside their own page (no router needed). */
export default Calculator;
export type { CalculatorProps } from '../features/calculator/Calculator.tsx';
