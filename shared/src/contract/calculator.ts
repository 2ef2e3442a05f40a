import type { RemoteContract } from './define.ts';

/** mf_calculator: besides its page, the router-free calculator for federation hosts. */
export interface CalculatorExposes {
  /** What a federation host may pass to the calculator. */
  Calculator: { campaign?: string; compact?: boolean; headingLevel?: 2 | 3 };
}

export const calculator: RemoteContract<'mf_calculator', CalculatorExposes> = {
  name: 'mf_calculator',
  exposes: { Calculator: 'component' },
};
