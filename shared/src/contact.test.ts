import { describe, expect, it } from 'vitest';
import { contact, openingHours, openingHoursText, type OpeningHours } from './contact.ts';

describe('opening hours', () => {
  it.each<[OpeningHours, string]>([
    [
      {
        days: 'Lunes a viernes',
        dayOfWeek: ['Monday'],
        ranges: [
          { opens: '08:00', closes: '12:00' },
          { opens: '16:00', closes: '20:00' },
        ],
      },
      'Lunes a viernes de 8 a 12 y de 16 a 20\u00a0h',
    ],
    [
      { days: 'Sábados', dayOfWeek: ['Saturday'], ranges: [{ opens: '08:30', closes: '12:30' }] },
      'Sábados de 8:30 a 12:30\u00a0h',
    ],
  ])('reads %j as %j', (line, text) => {
    expect(openingHoursText(line)).toBe(text);
  });

  it('every line has days, schema.org day names and well-formed ranges', () => {
    expect(openingHours.length).toBeGreaterThan(0);
    for (const line of openingHours) {
      expect(line.days).toMatch(/^[A-ZÁÉÍÓÚ]/);
      expect(line.dayOfWeek.length).toBeGreaterThan(0);
      for (const { opens, closes } of line.ranges) {
        expect(opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(opens < closes).toBe(true);
      }
    }
  });

  it('tells one story of the years: founded 60 years ago, over 50 of experience', () => {
    expect(contact.yearsSinceFounding).toBe(60);
    expect(contact.yearsOfExperience).toBe(50);
  });
});
