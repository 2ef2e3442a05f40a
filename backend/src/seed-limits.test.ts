import { describe, expect, it } from 'vitest';
import { MAX_STRING_BYTES, withinStringLimit } from './seed-limits.ts';

describe('withinStringLimit', () => {
  it('keeps an index the database can hold', () => {
    const catalogo = { indice: 'x'.repeat(MAX_STRING_BYTES), actualizado: 1 };
    expect(withinStringLimit(catalogo)).toEqual({ catalogo });
  });

  it('leaves out an index over 10 MB (counted in UTF-8 bytes) and says why', () => {
    // 'ñ' is two bytes: under the limit in characters, over it in bytes.
    const { catalogo, dropped } = withinStringLimit({ indice: 'ñ'.repeat(MAX_STRING_BYTES / 2 + 1), actualizado: 1 });
    expect(catalogo).toEqual({ actualizado: 1 });
    expect(dropped).toMatch(/^catalogo\/indice: 10\.0 MB, over the Realtime Database's 10 MB/);
  });
});
