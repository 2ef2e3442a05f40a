import { describe, expect, it } from 'vitest';
import { lastGoodPages } from './last-good.ts';

describe('the last good pages', () => {
  it('keeps a page asked for again over one-off addresses, however many', () => {
    const kept = lastGoodPages({ limit: 3 });
    kept.set('/producto/1-a', 'A');
    kept.set('/producto/1-a', 'A2');
    for (let n = 0; n < 100; n += 1) kept.set(`/buscar?q=${n}`, String(n));
    expect(kept.get('/producto/1-a')).toBe('A2');
    // The first one-offs filled the room left; later ones took no one's place.
    expect(kept.get('/buscar?q=0')).toBe('0');
    expect(kept.get('/buscar?q=99')).toBeUndefined();
  });

  it('lets an address asked for more often take the place of the least asked-for one', () => {
    const kept = lastGoodPages({ limit: 2 });
    kept.set('/a', 'a');
    kept.set('/b', 'b');
    kept.set('/c', 'c');
    expect(kept.get('/c')).toBeUndefined();
    kept.set('/c', 'c');
    expect(kept.get('/c')).toBe('c');
    expect(kept.get('/a')).toBeUndefined();
    expect(kept.get('/b')).toBe('b');
  });

  it('keeps every rubro listing whatever the count, a listing with a search is one of the others', () => {
    const kept = lastGoodPages({ limit: 1 });
    kept.set('/productos/insumos/cobre', 'cobre');
    kept.set('/productos/insumos/gas', 'gas');
    kept.set('/productos/insumos/cobre?q=r22', 'r22');
    for (let n = 0; n < 3; n += 1) kept.set('/producto/1-a', 'A');
    expect(kept.get('/productos/insumos/cobre')).toBe('cobre');
    expect(kept.get('/productos/insumos/gas')).toBe('gas');
    expect(kept.get('/productos/insumos/cobre?q=r22')).toBeUndefined();
    expect(kept.get('/producto/1-a')).toBe('A');
  });

  it('lets a page that is no longer visited give way in time', () => {
    const kept = lastGoodPages({ limit: 1 });
    for (let n = 0; n < 5; n += 1) kept.set('/old', 'old');
    // Many requests later (the counts are halved every 8 × limit), a page visited now outranks it.
    for (let n = 0; n < 100; n += 1) kept.set(`/one-off-${n}`, '');
    for (let n = 0; n < 2; n += 1) kept.set('/new', 'new');
    expect(kept.get('/new')).toBe('new');
    expect(kept.get('/old')).toBeUndefined();
  });
});
