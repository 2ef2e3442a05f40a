import { describe, expect, it } from 'vitest';
import { faq } from './faq.ts';

const answerOf = (id: string) => faq.find((entry) => entry.id === id)?.answer ?? '';

describe('faq', () => {
  it('states the spec facts', () => {
    expect(answerOf('entrega')).toContain('aproximadamente 30 días');
    expect(answerOf('garantia')).toContain('un año de garantía total');
    expect(answerOf('temperaturas')).toContain('0, -5 y -25 °C');
    expect(answerOf('aislacion')).toContain('únicamente junto con el equipo');
    expect(answerOf('aires-medida')).toContain('3.000 a 18.000 frigorías');
  });
  it('has unique ids and questions that are questions', () => {
    expect(new Set(faq.map((entry) => entry.id)).size).toBe(faq.length);
    for (const entry of faq) expect(entry.question).toMatch(/^¿.+\?$/);
  });
  it('links to the site by route and to WhatsApp by URL', () => {
    for (const entry of faq) {
      if (!entry.link) continue;
      if ('to' in entry.link) expect(entry.link.to).toMatch(/^\//);
      else expect(entry.link.href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    }
  });
});
