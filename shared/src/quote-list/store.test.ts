import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_LINES,
  MAX_QUANTITY,
  QUOTE_EVENT,
  QUOTE_STORAGE_KEY,
  addToQuote,
  clearQuote,
  forgetTechnicianPrices,
  mergeIntoQuote,
  parseQuoteList,
  quoteCount,
  readQuoteList,
  removeFromQuote,
  replaceQuote,
  setQuoteQuantity,
  subscribeQuoteList,
  type QuoteProduct,
} from './store.ts';

const cano: QuoteProduct = {
  key: '-Ncobre1',
  nombre: 'CAÑO DE COBRE 1/4 X 15 MTS',
  codigo: 'SH1943325',
  id: '10672',
  rubro: 'cobre',
  price: 7870,
  priceList: 1,
};
const gas: QuoteProduct = { ...cano, key: '-Ngas1', nombre: 'GAS R410A X 11,3 KG', id: '20001', rubro: 'gas' };
/** A line as storage holds it, in every release: the product's fields under their first names. */
const storedCano = {
  key: '-Ncobre1',
  name: 'CAÑO DE COBRE 1/4 X 15 MTS',
  code: 'SH1943325',
  article: '10672',
  rubro: 'cobre',
  price: 7870,
  priceList: 1,
};

afterEach(() => localStorage.clear());

describe('the stored quote list', () => {
  it('adds a product as a line of one, and one more when added again', () => {
    expect(addToQuote(cano, 1000)).toBe(true);
    expect(addToQuote(gas, 2000)).toBe(true);
    expect(addToQuote(cano, 3000)).toBe(true);
    const items = readQuoteList();
    expect(items.map((item) => [item.key, item.quantity, item.addedAt])).toEqual([
      ['-Ncobre1', 2, 1000],
      ['-Ngas1', 1, 2000],
    ]);
    expect(quoteCount(items)).toBe(2);
  });

  it('keeps the price and the price list the visitor saw', () => {
    addToQuote({ ...cano, price: 5000, priceList: 2 });
    expect(readQuoteList()[0]).toMatchObject({ price: 5000, priceList: 2, rubro: 'cobre', id: '10672' });
  });

  it('forgets every technician price, keeping the lines, their quantities and the visitor prices', () => {
    addToQuote({ ...cano, price: 5000, priceList: 2 }, 1000);
    setQuoteQuantity(cano.key, 3);
    addToQuote(gas, 2000);
    expect(forgetTechnicianPrices()).toBe(true);
    const items = readQuoteList();
    expect(items.map((item) => [item.key, item.price, item.priceList, item.quantity])).toEqual([
      [cano.key, null, 1, 3],
      [gas.key, gas.price, 1, 1],
    ]);
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).not.toContain('5000');
    // Nothing of list 2 left: nothing written.
    const listener = vi.fn();
    window.addEventListener(QUOTE_EVENT, listener);
    expect(forgetTechnicianPrices()).toBe(true);
    window.removeEventListener(QUOTE_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('sets quantities, removes a line at 0 and refuses what is not a quantity', () => {
    addToQuote(cano);
    addToQuote(gas);
    setQuoteQuantity(cano.key, 12);
    for (const bad of [-2, 1e9, MAX_QUANTITY + 1, 2.5, Number.NaN]) setQuoteQuantity(cano.key, bad);
    expect(readQuoteList()[0]?.quantity).toBe(12);
    setQuoteQuantity(cano.key, 0);
    expect(readQuoteList().map((item) => item.key)).toEqual([gas.key]);
    removeFromQuote(gas.key);
    expect(readQuoteList()).toEqual([]);
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
  });

  it('stops adding at the maximum quantity and the maximum number of lines', () => {
    addToQuote(cano);
    setQuoteQuantity(cano.key, MAX_QUANTITY);
    addToQuote(cano);
    expect(readQuoteList()[0]?.quantity).toBe(MAX_QUANTITY);
    clearQuote();
    for (let i = 0; i < MAX_LINES + 3; i += 1) addToQuote({ ...cano, key: `k${i}` });
    expect(readQuoteList()).toHaveLength(MAX_LINES);
  });

  it('empties', () => {
    addToQuote(cano);
    clearQuote();
    expect(readQuoteList()).toEqual([]);
  });

  it('returns the same array while the stored value is the same (a stable React snapshot)', () => {
    addToQuote(cano);
    expect(readQuoteList()).toBe(readQuoteList());
  });

  it('keeps the names storage has always held (name, code, article): saved lists and other releases read them', () => {
    const saved = JSON.stringify({ version: 1, items: [{ ...storedCano, quantity: 2, addedAt: 5 }] });
    localStorage.setItem(QUOTE_STORAGE_KEY, saved);
    expect(readQuoteList()).toEqual([{ ...cano, quantity: 2, addedAt: 5 }]);
    setQuoteQuantity(cano.key, 3);
    expect(JSON.parse(localStorage.getItem(QUOTE_STORAGE_KEY)!)).toEqual({
      version: 1,
      items: [{ ...storedCano, quantity: 3, addedAt: 5 }],
    });
  });

  it('discards silently a corrupt list, one of an older shape, or one with a bad line', () => {
    const good = { ...storedCano, quantity: 1, addedAt: 1 };
    const stored = [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ items: [good] }),
      JSON.stringify({ version: 0, items: [good] }),
      JSON.stringify({ version: 1, items: 'x' }),
      JSON.stringify({ version: 1, items: [{ ...good, quantity: -1 }] }),
      JSON.stringify({ version: 1, items: [{ ...good, price: 'mucho' }] }),
      JSON.stringify({ version: 1, items: [{ ...good, priceList: 3 }] }),
      JSON.stringify({ version: 1, items: [good, good] }),
    ];
    for (const raw of stored) {
      localStorage.setItem(QUOTE_STORAGE_KEY, raw);
      expect(readQuoteList(), raw).toEqual([]);
      expect(localStorage.getItem(QUOTE_STORAGE_KEY), raw).toBeNull();
    }
    expect(parseQuoteList(JSON.stringify({ version: 1, items: [good] }))).toEqual([
      { ...cano, quantity: 1, addedAt: 1 },
    ]);
  });

  it('gives up without throwing when storage is missing, full or disabled', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readQuoteList(broken)).toEqual([]);
    expect(addToQuote(cano, 1, broken)).toBe(false);
    expect(addToQuote(cano, 1, null)).toBe(false);
    expect(readQuoteList(null)).toEqual([]);
    const full = { ...localStorage, getItem: () => null, removeItem: () => {}, setItem: broken.setItem };
    expect(addToQuote(cano, 1, full)).toBe(false);
  });

  it('announces changes in this tab and follows other tabs', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeQuoteList(onChange);
    addToQuote(cano);
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: QUOTE_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'otra-cosa' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new Event(QUOTE_EVENT));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('a list brought from a shared link', () => {
  const valv: QuoteProduct = { ...cano, key: '-Nvalv1', nombre: 'VALVULA 1/4', id: '30001', rubro: 'valv' };

  it('merges: quantities of the same product are summed (up to the most), new products become lines', () => {
    addToQuote(cano, 1000);
    setQuoteQuantity(cano.key, 3);
    addToQuote(gas, 1000);
    setQuoteQuantity(gas.key, MAX_QUANTITY - 1);
    expect(
      mergeIntoQuote(
        [
          { ...cano, quantity: 2 },
          { ...gas, quantity: 5 },
          { ...valv, quantity: 4 },
          { ...valv, key: '-Nbad', quantity: 0 },
        ],
        5000,
      ),
    ).toBe(true);
    expect(readQuoteList().map((item) => [item.key, item.quantity, item.addedAt])).toEqual([
      ['-Ncobre1', 5, 1000],
      ['-Ngas1', MAX_QUANTITY, 1000],
      ['-Nvalv1', 4, 5000],
    ]);
  });

  it('merges no more lines than a list keeps', () => {
    const many = Array.from({ length: MAX_LINES + 5 }, (_, i) => ({ ...cano, key: `k${i}`, quantity: 1 }));
    mergeIntoQuote(many);
    expect(readQuoteList()).toHaveLength(MAX_LINES);
  });

  it('replaces the whole list', () => {
    addToQuote(cano, 1000);
    addToQuote(gas, 1000);
    expect(replaceQuote([{ ...valv, quantity: 7 }], 6000)).toBe(true);
    expect(readQuoteList().map((item) => [item.key, item.quantity])).toEqual([['-Nvalv1', 7]]);
  });

  it('says when it could not store the change, and the list stays as it was', () => {
    addToQuote(cano, 1000);
    const full = {
      getItem: (key: string) => localStorage.getItem(key),
      removeItem: (key: string) => localStorage.removeItem(key),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(mergeIntoQuote([{ ...gas, quantity: 1 }], 2000, full)).toBe(false);
    expect(replaceQuote([{ ...gas, quantity: 1 }], 2000, full)).toBe(false);
    expect(readQuoteList().map((item) => item.key)).toEqual(['-Ncobre1']);
  });
});
