import type { AcModel } from '@frio/shared/types';

/** Models within this many frigorías of the result (inclusive) are recommended (docs/contract.md "Constants"). */
export const RECOMMENDATION_WINDOW = 500;

/**
 * Models within RECOMMENDATION_WINDOW frigorías of the result, by capacity. Compared with the whole
 * number the visitor sees, so a model shown exactly 500 away is in. None when the result is not above 0.
 */
export function recommendModels(frigorias: number, models: readonly AcModel[]): AcModel[] {
  if (!(frigorias > 0)) return [];
  const target = Math.round(frigorias);
  return models
    .filter((model) => Math.abs(model.frigorias - target) <= RECOMMENDATION_WINDOW)
    .sort((a, b) => a.frigorias - b.frigorias || a.nombre.localeCompare(b.nombre, 'es'));
}
