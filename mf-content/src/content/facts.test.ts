import { describe, expect, it } from 'vitest';
import { facts, formatTemperature, temperatureList } from './facts.ts';

describe('facts', () => {
  it('holds the spec facts', () => {
    expect(facts.deliveryDays).toBe(30);
    expect(facts.warrantyYears).toBe(1);
    expect(facts.transportTemperatures).toEqual([0, -5, -25]);
    expect(facts.insulationOnlyWithEquipment).toBe(true);
    expect(facts.customAcRange).toEqual({ min: 3000, max: 18000 });
  });
  it('writes temperatures as the spec does', () => {
    expect(formatTemperature(-25)).toBe('-25 °C');
    expect(temperatureList()).toBe('0, -5 y -25 °C');
    expect(temperatureList([4])).toBe('4 °C');
  });
});
