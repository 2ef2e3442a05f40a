import { describe, expect, it } from 'vitest';
import {
  clientLinks,
  contact,
  openingHours,
  openingHoursText,
  placeholdersLeft,
  type OpeningHours,
} from './contact.ts';

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

describe('placeholdersLeft', () => {
  it('names every demo value the site still ships with: phone, WhatsApp, address and the six client links', () => {
    const left = placeholdersLeft();
    expect(left).toEqual([
      `el teléfono (${contact.phoneDisplay}, ${contact.phoneE164})`,
      `el número de WhatsApp (${contact.whatsappBase})`,
      `la dirección (${contact.street})`,
      ...Object.entries(clientLinks).map(([id, link]) => `el enlace del cliente ${id} (${link})`),
    ]);
    expect(Object.keys(clientLinks)).toHaveLength(6);
  });

  it('is empty once the owner has filled in the real values', () => {
    const real = {
      street: 'Belgrano 250',
      phoneDisplay: '+54 9 3455 12-3456',
      phoneE164: '5493455123456',
      whatsappBase: 'https://wa.me/5493455123456',
    };
    expect(placeholdersLeft(real, { 'lacteos-la-paz': 'https://lacteoslapaz.com.ar/' })).toEqual([]);
    // One value left behind is still named.
    expect(placeholdersLeft({ ...real, street: contact.street }, {})).toEqual([`la dirección (${contact.street})`]);
  });
});
