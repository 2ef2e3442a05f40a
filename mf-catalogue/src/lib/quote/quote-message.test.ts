import { describe, expect, it } from 'vitest';
import {
  WHATSAPP_LINK_LIMIT,
  consultText,
  lineText,
  quoteMessage,
  quoteText,
  quoteTotal,
  type MessageLine,
} from './quote-message.ts';

const listDay = Date.UTC(2026, 10, 24, 15); // 24/11/2026 in Argentina
const cano = { nombre: 'CAÑO DE COBRE 1/4 X 15 MTS', codigo: 'SH1943325', id: '10672', price: 7870 };
const decoded = (href: string) => new URL(href).searchParams.get('text');

describe('consultText (Consultar on a card)', () => {
  it('names the product, its code, article, price in es-AR pesos and the price list date', () => {
    expect(consultText(cano, 1, listDay)).toBe(
      '¡Hola! Quisiera consultar por CAÑO DE COBRE 1/4 X 15 MTS (código SH1943325, artículo 10672), $ 7.870 según la lista del 24/11/2026.',
    );
  });
  it("says when the price is from the technicians' list", () => {
    expect(consultText({ ...cano, price: 1234567 }, 2, listDay)).toBe(
      '¡Hola! Quisiera consultar por CAÑO DE COBRE 1/4 X 15 MTS (código SH1943325, artículo 10672), $ 1.234.567 según la lista de técnicos del 24/11/2026.',
    );
  });
  it('leaves out what the product lacks: code, date, price', () => {
    expect(consultText({ ...cano, codigo: '' }, 1, null)).toBe(
      '¡Hola! Quisiera consultar por CAÑO DE COBRE 1/4 X 15 MTS (artículo 10672), $ 7.870 según la lista de precios.',
    );
    expect(consultText({ ...cano, codigo: '', id: '', price: null }, 1, listDay)).toBe(
      '¡Hola! Quisiera consultar por CAÑO DE COBRE 1/4 X 15 MTS. ¿Qué precio tiene?',
    );
  });
});

const line = (n: number, quantity = 1, price: number | null = 1000 * n): MessageLine => ({
  nombre: `ARTÍCULO DE PRUEBA NÚMERO ${n} CON UN NOMBRE LARGO`,
  codigo: `C${n}`,
  id: String(10000 + n),
  price,
  quantity,
});

describe('the quote list message', () => {
  it('holds every line (quantity × name, code, unit price) and the total, in es-AR pesos with the list date', () => {
    const lines = [{ ...cano, quantity: 2 }, line(2, 3, 1500.4)];
    const text = quoteText(lines, 1, listDay);
    expect(text).toBe(
      [
        '¡Hola! Quisiera pedir un presupuesto por estos artículos (precios según la lista del 24/11/2026):',
        '• 2 × CAÑO DE COBRE 1/4 X 15 MTS (código SH1943325, artículo 10672): $ 7.870 c/u',
        '• 3 × ARTÍCULO DE PRUEBA NÚMERO 2 CON UN NOMBRE LARGO (código C2, artículo 10002): $ 1.500 c/u',
        'Total: $ 20.241',
      ].join('\n'),
    );
    const message = quoteMessage(lines, 1, listDay);
    expect(decoded(message.href)).toBe(text);
    expect(message).toMatchObject({ sent: 2, rest: '', text });
    expect(message.href.startsWith('https://wa.me/')).toBe(true);
  });

  it('groups a quantity of thousands as the page does (9.999, not 9999)', () => {
    expect(quoteText([line(2, 9999, 1500)], 1, listDay)).toContain(
      '• 9.999 × ARTÍCULO DE PRUEBA NÚMERO 2 CON UN NOMBRE LARGO (código C2, artículo 10002): $ 1.500 c/u',
    );
  });

  it("names the technicians' list and leaves unpriced lines out of the total", () => {
    const lines = [line(1, 2), line(2, 1, null)];
    expect(lineText(lines[1]!)).toContain(': precio a consultar');
    expect(quoteTotal(lines)).toBe(2000);
    const text = quoteText(lines, 2, listDay);
    expect(text).toContain('(precios según la lista de técnicos del 24/11/2026)');
    expect(text.endsWith('Total: $ 2.000 (sin los artículos a consultar)')).toBe(true);
  });

  it('cuts a list too long for a link between lines, says how many go by copy, and keeps the total of all', () => {
    const lines = Array.from({ length: 60 }, (_, i) => line(i + 1));
    const message = quoteMessage(lines, 1, listDay);
    expect(message.href.length).toBeLessThanOrEqual(WHATSAPP_LINK_LIMIT);
    expect(message.sent).toBeGreaterThan(3);
    expect(message.sent).toBeLessThan(60);
    const text = decoded(message.href)!;
    const left = 60 - message.sent;
    expect(text).toContain(`… y ${left} artículos más, que te paso copiados en el próximo mensaje.`);
    expect(text).toContain(`• 1 × ${lines[message.sent - 1]!.nombre}`);
    expect(text).not.toContain(`${lines[message.sent]!.nombre} (`);
    expect(text.endsWith('Total: $ 1.830.000')).toBe(true); // 1000 × (1 + … + 60)
    expect(message.rest.split('\n')).toEqual([
      'Continuación del presupuesto:',
      ...lines.slice(message.sent).map((item) => lineText(item)),
    ]);
  });

  it('still sends the heading, the note and the total when not even one line fits', () => {
    const message = quoteMessage([line(1)], 1, listDay, { limit: 10 });
    expect(message.sent).toBe(0);
    expect(message.text).toContain('… y 1 artículo más, que te paso copiado en el próximo mensaje.');
    expect(message.rest).toContain(lineText(line(1)));
  });

  it("ends with the list's address, whole, even when the lines are cut", () => {
    const link = `https://frio.example/presupuesto#lista=1.50.abc.${Array.from({ length: 50 }, (_, i) => 100000 + i).join('.')}`;
    const short = quoteMessage([line(1)], 1, listDay, { link });
    expect(short.text.split('\n').slice(-2)).toEqual(['Total: $ 1.000', `Abrí la lista: ${link}`]);
    expect(quoteText([line(1)], 1, listDay, link)).toBe(short.text);
    const lines = Array.from({ length: 60 }, (_, i) => line(i + 1));
    const long = quoteMessage(lines, 1, listDay, { link });
    expect(long.href.length).toBeLessThanOrEqual(WHATSAPP_LINK_LIMIT);
    expect(long.sent).toBeGreaterThan(3);
    expect(decoded(long.href)!.endsWith(`Abrí la lista: ${link}`)).toBe(true);
  });
});
