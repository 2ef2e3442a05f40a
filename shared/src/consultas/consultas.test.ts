import { describe, expect, it } from 'vitest';
import rules from '../../../database.rules.json?raw';
import { rubros } from '../business/types.ts';
import { siteRoutes } from '../routes/site-routes.ts';
import {
  PAGE_KEYS,
  PAGE_KEY_PATTERN,
  PRODUCT_ID_PATTERN,
  countedPageKey,
  argentinaDay,
  consultationCounters,
  consultationUrl,
  dayDate,
  pageKey,
  summarizeConsultas,
} from './consultas.ts';
import { productAttribute } from './links.ts';

describe('argentinaDay', () => {
  it('turns at midnight in Argentina (03:00 UTC), not at UTC midnight', () => {
    const before = Date.UTC(2026, 10, 25, 2, 59);
    const after = Date.UTC(2026, 10, 25, 3, 0);
    expect(dayDate(argentinaDay(before))).toBe('2026-11-24');
    expect(dayDate(argentinaDay(after))).toBe('2026-11-25');
    expect(argentinaDay(after) - argentinaDay(before)).toBe(1);
  });
});

describe('consultationUrl', () => {
  it("is a day's counters over REST, the database's query kept, POSTed as a PATCH; without a day, a slot for it", () => {
    expect(consultationUrl('http://localhost:9000?ns=demo-frio', 20781)).toBe(
      'http://localhost:9000/consultas/20781.json?ns=demo-frio&x-http-method-override=PATCH',
    );
    expect(consultationUrl('https://frio-default-rtdb.firebaseio.com/')).toBe(
      'https://frio-default-rtdb.firebaseio.com/consultas/%7Bdia%7D.json?x-http-method-override=PATCH',
    );
  });
});

describe('pageKey', () => {
  it('names every page by its path', () => {
    expect(pageKey('/')).toBe('inicio');
    expect(pageKey('/productos/insumos/cobre')).toBe('productos-insumos-cobre');
    expect(pageKey('/productos/insumos/cobre/')).toBe('productos-insumos-cobre');
    expect(pageKey('/calculadora-aire-acondicionado')).toBe('calculadora-aire-acondicionado');
    expect(pageKey('/Nosotros')).toBe('nosotros');
    expect(pageKey('/f%C3%A1q')).toBe('faq');
  });
  it('counts every product page under one key (its product is counted by id), whatever its address adds', () => {
    expect(pageKey('/producto/10672-cano-de-cobre-1-4-x-15-mts')).toBe('producto');
    expect(pageKey('/producto/10672-compre-en-otro-lado-www-evil-example')).toBe('producto');
    expect(pageKey('/producto/10672')).toBe('producto');
  });
  it('gives "otra" to any address that is no page of the site, and survives a malformed escape', () => {
    expect(pageKey('/productos/insumos/cañerías%20y%20más')).toBe('otra');
    expect(pageKey('/compre-en-otro-lado-www-evil-example')).toBe('otra');
    expect(pageKey(`/${'a'.repeat(80)}`)).toBe('otra');
    expect(pageKey('/%E0%A4%A')).toBe('otra');
  });
  it('takes only PAGE_KEYS: one per fixed route, per rubro listing, product page and any other address', () => {
    expect(PAGE_KEYS).toHaveLength(siteRoutes.filter((route) => !route.path.includes(':')).length + rubros.length + 2);
    for (const route of siteRoutes.filter((each) => !each.path.includes(':')))
      expect(PAGE_KEYS, route.path).toContain(pageKey(route.path));
    for (const rubro of rubros) expect(PAGE_KEYS).toContain(pageKey(`/productos/insumos/${rubro}`));
    for (const key of PAGE_KEYS) expect(key).toMatch(PAGE_KEY_PATTERN);
    expect('productos-insumos-cobre-2').not.toMatch(PAGE_KEY_PATTERN);
  });
  it('database.rules.json accepts the same page keys and the same product ids', () => {
    const pagina = /"\$pagina": \{[^}]*"\.validate": "\$pagina\.matches\(\/(.*?)\/\)"/s.exec(rules);
    expect(pagina?.[1]).toBe(PAGE_KEY_PATTERN.source);
    expect(rules).toContain(`$producto.matches(/${PRODUCT_ID_PATTERN.source}/)`);
  });
});

describe('countedPageKey', () => {
  it('keeps a key of PAGE_KEYS, folds an older product page key into "producto" and anything else into "otra"', () => {
    expect(countedPageKey('faq')).toBe('faq');
    expect(countedPageKey('producto-10672-cano-de-cobre')).toBe('producto');
    expect(countedPageKey('compre-en-otro-lado-www-evil-example')).toBe('otra');
  });
});

describe('consultationCounters', () => {
  const now = Date.UTC(2026, 10, 24, 15, 0);
  it('counts the page, and the product when the link names a valid one', () => {
    expect(consultationCounters('/faq', null, now)).toEqual({
      day: argentinaDay(now),
      counters: ['paginas/faq'],
    });
    expect(consultationCounters('/productos/insumos/cobre', ' 10234 ', now).counters).toEqual([
      'paginas/productos-insumos-cobre',
      'productos/10234',
    ]);
  });
  it('ignores a product id that is not an article id', () => {
    expect(consultationCounters('/', 'a/b', now).counters).toEqual(['paginas/inicio']);
    expect(consultationCounters('/', '', now).counters).toEqual(['paginas/inicio']);
    expect(consultationCounters('/', 'x'.repeat(41), now).counters).toEqual(['paginas/inicio']);
  });
  it("counts each product of a quote list's link once, leaving out the ids that do not fit", () => {
    expect(consultationCounters('/presupuesto', productAttribute(['A1', 'B2', 'A1', 'a/b']), now).counters).toEqual([
      'paginas/presupuesto',
      'productos/A1',
      'productos/B2',
    ]);
    expect(consultationCounters('/', '  A1\n B2  A1 ', now).counters).toEqual([
      'paginas/inicio',
      'productos/A1',
      'productos/B2',
    ]);
  });
  it('counts at most 200 products for one link', () => {
    const ids = Array.from({ length: 250 }, (_, i) => `P${i}`);
    const { counters } = consultationCounters('/presupuesto', productAttribute(ids), now);
    expect(counters).toHaveLength(201);
    expect(counters.at(-1)).toBe('productos/P199');
  });
});

describe('summarizeConsultas', () => {
  const today = argentinaDay(Date.UTC(2026, 10, 24, 15, 0));
  it('sums the last 30 days per day, per page and per product, ignoring older days and malformed values', () => {
    const tree = {
      [today]: { dia: today, paginas: { inicio: 3, faq: 1 }, productos: { A1: 2, B2: 1 } },
      [today - 2]: { dia: today - 2, paginas: { inicio: 1, 'productos-insumos-cobre': 4 }, productos: { B2: 5 } },
      [today - 30]: { paginas: { inicio: 100 }, productos: { A1: 100 } },
      [today - 1]: { paginas: { inicio: 'muchas', faq: -2 }, productos: null },
      otro: { paginas: { inicio: 7 } },
    };
    const summary = summarizeConsultas(tree, today);
    expect(summary.perDay).toHaveLength(30);
    expect(summary.perDay.at(-1)).toEqual({ date: '2026-11-24', total: 4 });
    expect(summary.perDay.at(-3)).toEqual({ date: '2026-11-22', total: 5 });
    expect(summary.perDay[0]?.date).toBe('2026-10-26');
    expect(summary.total).toBe(9);
    expect(summary.perPage).toEqual([
      { page: 'inicio', total: 4 },
      { page: 'productos-insumos-cobre', total: 4 },
      { page: 'faq', total: 1 },
    ]);
    expect(summary.topProducts).toEqual([
      { id: 'B2', total: 6 },
      { id: 'A1', total: 2 },
    ]);
  });
  it('reads a page key no page has (written before the list) as "otra", an older product page key as "producto"', () => {
    const tree = {
      [today]: {
        paginas: {
          'compre-en-otro-lado-www-evil-example': 2,
          'basura-1': 1,
          'producto-10672-cano-de-cobre': 3,
          producto: 1,
        },
      },
    };
    expect(summarizeConsultas(tree, today).perPage).toEqual([
      { page: 'producto', total: 4 },
      { page: 'otra', total: 3 },
    ]);
  });
  it('keeps the 20 products most asked about', () => {
    const productos = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`P${i}`, i + 1]));
    const summary = summarizeConsultas({ [today]: { paginas: {}, productos } }, today);
    expect(summary.topProducts).toHaveLength(20);
    expect(summary.topProducts[0]).toEqual({ id: 'P24', total: 25 });
  });
  it('is all zeros for nothing counted yet', () => {
    const summary = summarizeConsultas(null, today);
    expect(summary.total).toBe(0);
    expect(summary.perDay.every((day) => day.total === 0)).toBe(true);
  });
});
