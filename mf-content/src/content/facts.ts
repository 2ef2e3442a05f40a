/** Business facts the content pages state (docs/contract.md "Routes and screens" FAQ, §9): one place, so pages never disagree. */
export const facts = {
  /** Approximate delivery time of equipment, in days. */
  deliveryDays: 30,
  /** Full warranty, in years. */
  warrantyYears: 1,
  /** Temperature classes of the transport cold equipment, in °C. */
  transportTemperatures: [0, -5, -25],
  /** Thermal insulation is sold only together with the cold equipment. */
  insulationOnlyWithEquipment: true,
  /** Custom air conditioners, in frigorías. */
  customAcRange: { min: 3000, max: 18000 },
} as const;

/** "0 °C", "-5 °C": the spec writes the minus as a hyphen. */
export function formatTemperature(celsius: number): string {
  return `${celsius} °C`;
}

/** "0, -5 y -25 °C" */
export function temperatureList(values: readonly number[] = facts.transportTemperatures): string {
  const numbers = values.map(String);
  const last = numbers.pop();
  return numbers.length ? `${numbers.join(', ')} y ${last} °C` : `${last ?? ''} °C`;
}
