import { renderStandalone } from '@frio/shared/standalone';
import CalculatorPage from '../exposed/CalculatorPage.tsx';

renderStandalone('mf-calculator', [
  { path: '/calculadora-aire-acondicionado', Component: CalculatorPage },
]);
