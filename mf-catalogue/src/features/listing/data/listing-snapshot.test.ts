import { describe, expect, it } from 'vitest';
import { listed } from '../../../testing/products.ts';
import { parseSnapshot, serializeSnapshot, type ListingSnapshot } from './listing-snapshot.ts';

const snapshot = (overrides: Partial<ListingSnapshot> = {}): ListingSnapshot => ({
  rubro: 'cobre',
  items: [listed({ nombre: 'CAÑO DE COBRE 1/4' }, 'a1'), listed({ nombre: 'CAÑO DE COBRE 3/8', codigo: '' }, 'a2')],
  total: 57,
  updatedAt: Date.UTC(2026, 10, 12, 15),
  ...overrides,
});

describe('the listing snapshot of a prerendered document', () => {
  it('reads back what was written: the same rows, count and stamp', () => {
    const written = snapshot();
    expect(parseSnapshot(serializeSnapshot(written), 'cobre')).toEqual(written);
    // The page that takes the document over renders the same block again.
    expect(serializeSnapshot(parseSnapshot(serializeSnapshot(written), 'cobre')!)).toBe(serializeSnapshot(written));
  });

  it('matches its rubro whatever the case of the URL', () => {
    expect(parseSnapshot(serializeSnapshot(snapshot()), 'COBRE')?.total).toBe(57);
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
    expect(
      parseSnapshot(
        JSON.stringify({ rubro: 'cobre', total: 1, updatedAt: 1, entries: [['k', { nombre: 'X' }]] }),
        'cobre',
      ),
    ).toBeNull();
    expect(
      parseSnapshot(JSON.stringify({ rubro: 'cobre', total: '1', updatedAt: 1, entries: [] }), 'cobre'),
    ).toBeNull();
  });
});
