import { describe, expect, it, vi } from 'vitest';
import { encodeRows } from '@frio/shared/catalogue/listing-codec';
import { BLOCK_ATTRIBUTE, dehydrate, hydrate } from '@frio/shared/server-data';
import { listed } from '../../../testing/products.ts';
import { LISTING_DATA, snapshotBlock, toSnapshot, type ListingSnapshot } from './listing-snapshot.ts';

/** The block's text as the page writes it. */
const serializeSnapshot = (written: ListingSnapshot) => dehydrate(snapshotBlock(written));

/** What the listing of `rubro` takes over from a document holding a block of `text`. */
function parseSnapshot(text: string, rubro: string): ListingSnapshot | null {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.setAttribute(BLOCK_ATTRIBUTE, LISTING_DATA);
  block.textContent = text;
  document.body.append(block);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const taken = hydrate(LISTING_DATA, toSnapshot);
    return taken?.rubro === rubro ? taken : null;
  } finally {
    warn.mockRestore();
    block.remove();
  }
}

const snapshot = (overrides: Partial<ListingSnapshot> = {}): ListingSnapshot => ({
  rubro: 'cobre',
  // As a visitor's public list holds them: no technician price, no quantity.
  items: [
    listed({ nombre: 'CAÑO DE COBRE 3/8', codigo: '', lista2: undefined, cantidad: undefined }, 'a2'),
    listed({ nombre: 'CAÑO DE COBRE 1/4', lista2: undefined, cantidad: undefined }, 'a1'),
  ],
  total: 57,
  updatedAt: Date.UTC(2026, 10, 12, 15),
  ...overrides,
});

describe('the listing snapshot of a prerendered document', () => {
  it('reads back what was written: the same rows in the same order, count and stamp', () => {
    const written = snapshot();
    expect(parseSnapshot(serializeSnapshot(written), 'cobre')).toEqual(written);
    // The page that takes the document over renders the same block again.
    expect(serializeSnapshot(parseSnapshot(serializeSnapshot(written), 'cobre')!)).toBe(serializeSnapshot(written));
  });

  it('holds its rows as a first page in the listing codec form, as the database does', () => {
    const written = snapshot();
    const block = JSON.parse(serializeSnapshot(written)) as { page: string };
    expect(block.page).toBe(encodeRows(written.items, 57));
  });

  it('cannot end its data block, whatever a product is named', () => {
    const text = serializeSnapshot(
      snapshot({ items: [listed({ nombre: 'COBRE </script><script>alert(1)</script>' })] }),
    );
    expect(text).not.toContain('<');
    expect(parseSnapshot(text, 'cobre')?.items[0]?.nombre).toBe('COBRE </script><script>alert(1)</script>');
  });

  it("is none for another rubro's page, a block that is not JSON, or rows that are not products", () => {
    expect(parseSnapshot(serializeSnapshot(snapshot()), 'gas')).toBeNull();
    expect(parseSnapshot('{"rubro":"cobre"', 'cobre')).toBeNull();
    expect(parseSnapshot('null', 'cobre')).toBeNull();
    const page = (rows: unknown[][], total: unknown) =>
      JSON.stringify({
        rubro: 'cobre',
        updatedAt: 1,
        page: JSON.stringify({ campos: ['clave', 'nombre'], filas: rows, total }),
      });
    expect(parseSnapshot(page([['k', 'X']], 1), 'cobre')).toBeNull(); // a row without stock or rubro ids
    expect(parseSnapshot(page([], '1'), 'cobre')).toBeNull();
    // The earlier form (records as [key, record] entries) is not read: the page reads its rows instead.
    expect(parseSnapshot(JSON.stringify({ rubro: 'cobre', total: 0, updatedAt: 1, entries: [] }), 'cobre')).toBeNull();
  });
});
