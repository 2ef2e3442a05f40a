import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToQuote, readQuoteList } from '../quote-list/store.ts';
import { savedListsDatabase } from '../site/offline.ts';
import { forgetEveryTechnicianPrice } from './forget-technician-prices.ts';

const line = { nombre: 'CAÑO', codigo: '', id: '1', rubro: 'cobre', key: 'a', price: 5123, priceList: 2 as const };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('forgetting every technician price', () => {
  it("drops the quote list's list-2 prices and deletes the saved lists 2, resolving once deleted", async () => {
    addToQuote(line);
    const deleted: string[] = [];
    const request = {} as { onsuccess?: () => void };
    vi.stubGlobal('indexedDB', {
      deleteDatabase: (name: string) => {
        deleted.push(name);
        setTimeout(() => request.onsuccess?.(), 10);
        return request;
      },
    });
    let done = false;
    const forgetting = forgetEveryTechnicianPrice().then(() => (done = true));
    expect(readQuoteList()[0]).toMatchObject({ price: null, priceList: 1 }); // at once
    expect(deleted).toEqual([savedListsDatabase]);
    expect(done).toBe(false);
    await forgetting;
    expect(done).toBe(true);
  });

  it('resolves without IndexedDB', async () => {
    addToQuote(line);
    await forgetEveryTechnicianPrice();
    expect(readQuoteList()[0]).toMatchObject({ price: null, priceList: 1 });
  });
});
