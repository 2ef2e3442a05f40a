import type { NoProps, RemoteContract } from './define.ts';

/** mf_calculator: its page, and the router-free calculator for federation hosts. */
export interface CalculatorExposes {
  CalculatorPage: NoProps;
  /** What a federation host may pass to the calculator. */
  Calculator: { campaign?: string; compact?: boolean; headingLevel?: 2 | 3 };
}

export const calculator: RemoteContract<'mf_calculator', CalculatorExposes> = {
  name: 'mf_calculator',
  exposes: { CalculatorPage: 'page', Calculator: 'component' },
};
