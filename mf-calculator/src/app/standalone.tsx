import { renderStandalone } from '@frio/shared/standalone';

renderStandalone('mf-calculator', [
  { path: '/calculadora-aire-acondicionado', load: () => import('../exposed/CalculatorPage.tsx') },
]);
