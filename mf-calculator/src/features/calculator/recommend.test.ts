import { describe, expect, it } from 'vitest';
import type { AcModel } from '@frio/shared/types';
import { recommendModels, RECOMMENDATION_WINDOW } from './recommend.ts';

const model = (frigorias: number): AcModel => ({ nombre: `Equipo ${frigorias}`, frigorias, link: '#' });
const names = (models: AcModel[]) => models.map((m) => m.frigorias);

describe('recommendModels: models within 500 frigorías, inclusive', () => {
  const catalogue = [model(3000)];

  it('uses a 500 frigorías window', () => {
    expect(RECOMMENDATION_WINDOW).toBe(500);
  });
  it('includes a model exactly 500 below or above the result', () => {
    expect(names(recommendModels(3500, catalogue))).toEqual([3000]);
    expect(names(recommendModels(2500, catalogue))).toEqual([3000]);
  });
  it('excludes a model 501 away', () => {
    expect(recommendModels(3501, catalogue)).toEqual([]);
    expect(recommendModels(2499, catalogue)).toEqual([]);
  });
  it('compares with the rounded result the visitor sees', () => {
    expect(names(recommendModels(3500.4, catalogue))).toEqual([3000]);
    expect(recommendModels(3500.6, catalogue)).toEqual([]);
  });
  it('returns nothing when the result is not above 0', () => {
    expect(recommendModels(0, [model(100), model(400)])).toEqual([]);
    expect(recommendModels(-50, [model(100)])).toEqual([]);
    expect(recommendModels(Number.NaN, [model(100)])).toEqual([]);
  });
  it('lists the matches by capacity', () => {
    expect(names(recommendModels(3000, [model(3400), model(2600), model(3000), model(4000)]))).toEqual([
      2600, 3000, 3400,
    ]);
  });
});
